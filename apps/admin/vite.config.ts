import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office, served by the API process at /admin (apps/api/src/admin-static.ts); `pnpm dev` here
// proxies its API calls to a running server on :3000.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false },
  server: { port: 5174, proxy: { '/admin/trpc': 'http://localhost:3000' } },
});
