import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { currentLocale } from './i18n/i18n';
import { localeOfPath, localizePath, stripLocale } from './i18n/locale';
import { followAddressLocale } from './i18n/switch';
import { routeTree } from './routeTree.gen';

/** `history`: the server's (a memory history at the address it renders); the browser's by default. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    // The server's (entry-server.tsx) writes no scroll-restoring inline script: the CSP allows none, and the
    // browser restores scroll itself.
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Data comes from React Query; the router must not cache it a second time.
    defaultPreloadStaleTime: 0,
    scrollRestoration: !history,
    // One route tree for both languages: `/en/tienda` is routed as `/tienda` in English, and every link the
    // router writes carries the page's language (TanStack Router's URL rewrites).
    rewrite: {
      input: ({ url }) => {
        followAddressLocale(localeOfPath(url.pathname)); // back and forward between the languages
        url.pathname = stripLocale(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, currentLocale());
        return url;
      },
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
