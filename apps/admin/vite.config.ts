import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office, served by the API process at /admin (apps/api/src/admin-static.ts); `pnpm dev` here
// proxies its API calls to a running server on :3000.
export default defineConfig({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts from src/routes/ (as apps/web). No code
    // splitting: staff keep the panel open all day, so one cached bundle beats a request per screen.
    tanstackRouter({ target: 'react', autoCodeSplitting: false }),
    react(),
  ],
  base: '/admin/',
  build: { outDir: 'dist', sourcemap: false },
  server: { port: 5174, proxy: { '/admin/trpc': 'http://localhost:3000' } },
});
