import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { createTrpcClient, trpc } from '../lib/trpc';
import type { AppRouter } from '../router';

/** The cache's rules, the same in the browser and on the server that renders the first screen. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      // Offline, React Query would hold a mutation and send it when the connection returns — an order the
      // shopper had given up on. Actions run now and fail with a message instead (platform/errors.ts).
      mutations: { networkMode: 'always' },
    },
  });

function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

/** The whole storefront: the browser's entry (main.tsx) and the server's (entry-server.tsx) render the same tree. */
export const appTree = (router: AppRouter, queryClient: QueryClient) => (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
