import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAppStyles } from './lib/app-styles';
import { createTrpcClient, trpc } from './lib/trpc';
import { registerServiceWorkerWhenIdle } from './modules/offline/register';
import { createAppRouter, type AppRouter } from './router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    // Offline, React Query would hold a mutation and send it when the connection returns — an order the
    // shopper had given up on. Actions run now and fail with a message instead (lib/errors.ts).
    mutations: { networkMode: 'always' },
  },
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

// The shell's HTML already shows the loading screen, so nothing is urgent: each step below is its own
// task, and the route (its code-split component included) is resolved before React first renders, so
// React mounts the page in one transition render — sliced into tasks of a few milliseconds — instead
// of re-rendering synchronously as each router update lands.
applyAppStyles();
const root = createRoot(document.getElementById('root')!);
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
// Not a top-level await: the page's load event would wait for it.
void (async () => {
  await yieldToBrowser();
  const router = createAppRouter(queryClient);
  await yieldToBrowser();
  await router.load().catch(() => undefined); // a failed load is shown by the router's own error UI
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
})();

// The offline shop (modules/offline): the service worker is registered after the load event, when idle.
if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
