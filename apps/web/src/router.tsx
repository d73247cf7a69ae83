import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { currentLocale } from './i18n/i18n';
import { localeOfPath, localizePath, stripLocale } from './i18n/locale';
import { followAddressLocale } from './i18n/switch';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data comes from React Query; the router must not cache it a second time.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
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
