import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './router';
import { createTrpcClient, trpc } from './lib/trpc';
import './styles.css';

function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // A 401 or 403 (a driver's included) will not fix itself by retrying; everything else gets one more try.
        defaultOptions: { queries: { retry: (count, error) => count < 1 && !/sesión|Solo el dueño|cuenta de repartidor/.test(String((error as Error).message)) }, mutations: { networkMode: 'always' } },
      }),
  );
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
