import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { createTrpcClient, trpc } from '../lib/trpc';
import { createAppRouter, type AppRouter } from '../router';
import { seedPageData } from '../lib/page-data';
import { getSession, subscribe } from '../lib/session';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    // Offline, React Query would hold a mutation and send it when the connection returns — an order the
    // shopper had given up on. Actions run now and fail with a message instead (platform/errors.ts).
    mutations: { networkMode: 'always' },
  },
});

// Signing in or out changes the catalogue's prices (a business's people see their price list's): asked again.
let token = getSession().token;
subscribe(() => {
  if (getSession().token === token) return;
  token = getSession().token;
  void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('catalog') });
});

function App({ router }: { router: AppRouter }) {
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

export const createRouter = () => {
  seedPageData(queryClient);
  return createAppRouter(queryClient);
};

export const app = (router: AppRouter) => (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
