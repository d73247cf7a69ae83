import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAppStyles } from './lib/app-styles';
import { createTrpcClient, trpc } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
const router = createAppRouter(queryClient);

function App() {
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

// The shell's HTML already shows the loading screen, so the first render has nothing urgent to show:
// as a transition React renders it in slices of a few milliseconds instead of one long task.
applyAppStyles();
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
