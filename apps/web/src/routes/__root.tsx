import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { CartPanel } from '../modules/cart/cart-panel';
import { CartProvider } from '../modules/cart/cart-store';
import { Deferred } from '../modules/layout/deferred';
import { Footer } from '../modules/layout/footer';
import { LoadingScreen } from '../modules/layout/loading-screen';
import { NavBar } from '../modules/layout/nav-bar';
import { OfflineBanner } from '../modules/offline/offline-banner';
import { ToastHost } from '../modules/layout/toast-host';
import { StartDataProvider, useStartData } from '../modules/layout/start-data';
import { useConfig } from '../modules/layout/use-config';
import { useAppStylesApplied } from '../lib/app-styles';
import { STORE_NAME } from '../lib/use-title';
import { hasOwnPageData } from '../lib/page-data';
import { t } from '../i18n/i18n';
import { useLocale } from '../i18n/switch';
import { useSession } from '../lib/session';

// The cart saved for its reminder (issue 47): a signed-in shopper's only, loaded then.
const SavedCartSync = lazy(() => import('../modules/reminders/cart-sync'));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  // Rarely shown: its code is not part of the first screen's (home JS budget).
  notFoundComponent: lazyRouteComponent(() => import('../modules/layout/not-found'), 'NotFound'),
});

function Root() {
  return (
    <StartDataProvider>
      <CartProvider>
        {/* A new language renders the page again from here (texts are read while rendering). */}
        <Shell key={useLocale()} />
        <OfflineBanner />
        <ToastHost />
      </CartProvider>
    </StartDataProvider>
  );
}

function Shell() {
  // The first render of the whole shop is large; deferring it makes React render it in the background,
  // yielding to the browser between components, while the loading screen stays up.
  // (main.tsx resolves the first route, code included, before React renders, so it is ready here.)
  const { settled: dataSettled } = useStartData();
  const styled = useAppStylesApplied();
  // A page whose content came with it (a product's) needs no loading screen (DECISIONS.md, «Loading screen»).
  const [ownPage] = useState(hasOwnPageData);
  const settled = useDeferredValue((dataSettled || ownPage) && styled);
  const config = useConfig();
  const { token } = useSession();
  if (!settled) return <LoadingScreen name={config?.tienda.nombre ?? STORE_NAME} />;
  return (
    <>
      <a href="#contenido" className="skip-link">
        {t('Saltar al contenido')}
      </a>
      <NavBar />
      <main id="contenido" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Deferred>
        <Footer />
        <CartPanel />
        {token && (
          <Suspense fallback={null}>
            <SavedCartSync />
          </Suspense>
        )}
      </Deferred>
    </>
  );
}
