import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { Suspense, lazy, useDeferredValue, useEffect, useState } from 'react';
import { CartProvider, useCart } from '../modules/cart/cart-store';
import { LiveRegion } from '../modules/cart/live-region';
import '../modules/cart/cart.css';
import { Deferred } from '../modules/layout/deferred';
import { FooterSlot } from '../modules/layout/footer-slot';
import { LoadingScreen } from '../modules/layout/loading-screen';
import { NavBar } from '../modules/layout/nav-bar';
import { OfflineBanner } from '../modules/offline/offline-banner';
import { ToastHost } from '../modules/layout/toast-host';
import { StartDataProvider, useStartData } from '../modules/layout/start-data';
import { useConfig } from '../modules/layout/use-config';
import { useAppStylesApplied } from '../lib/app-styles';
import { STORE_NAME } from '../lib/use-title';
import { hasOwnPageData } from '../lib/page-data';
import { useHydrating } from '../lib/hydration';
import { t } from '../i18n/i18n';
import { useLocale } from '../i18n/switch';
import { useSession } from '../lib/session';

// The cart saved for its reminder (issue 47): a signed-in shopper's only, loaded then.
const SavedCartSync = lazy(() => import('../modules/reminders/cart-sync'));
// The cart's side panel is not part of the first screen's JavaScript (home JS budget): its code is fetched at
// the first press or key anywhere (a tap on «Agregar» starts it before its click) and drawn when the cart first opens.
const loadCartPanel = () => import('../modules/cart/cart-panel').then((m) => ({ default: m.CartPanel }));
const CartPanel = lazy(loadCartPanel);
if (typeof window !== 'undefined') for (const first of ['pointerdown', 'keydown']) window.addEventListener(first, () => void loadCartPanel(), { once: true, capture: true, passive: true });

/**
 * The panel once the cart has been opened (it then stays, to slide out and in), and the status region that
 * speaks while it is closed (the one inside the panel speaks while it is open: cart-panel.tsx).
 */
function CartPanelWhenOpened() {
  const { open, closePanel } = useCart();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  // Escape closes it here, not in the panel: pressed before its code arrived, it still closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closePanel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, closePanel]);
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <CartPanel />
        </Suspense>
      )}
      <LiveRegion on={!open} />
    </>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  // Rarely shown: its code is not part of the first screen's (home JS budget).
  notFoundComponent: lazyRouteComponent(() => import('../modules/layout/not-found'), 'NotFound'),
});

/**
 * React has taken over: `data-app` says how, for the tests — «hidratada» (the server's markup kept) or «cliente»
 * (drawn here). A component of its own: useHydrating renders it again once hydrated, and nothing else with it.
 */
function TakenOver() {
  const [how] = useState(useHydrating() ? 'hidratada' : 'cliente');
  useEffect(() => {
    document.documentElement.dataset.app = how;
  }, [how]);
  return null;
}

function Root() {
  return (
    <StartDataProvider>
      <CartProvider>
        {/* A new language renders the page again from here (texts are read while rendering). */}
        <Shell key={useLocale()} />
        <OfflineBanner />
        <ToastHost />
        <TakenOver />
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
        <FooterSlot />
        <CartPanelWhenOpened />
        {token && (
          <Suspense fallback={null}>
            <SavedCartSync />
          </Suspense>
        )}
      </Deferred>
    </>
  );
}
