import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setShopTimeZone } from '../../lib/dates';
import { trpc } from '../../lib/trpc';
import { Toast } from './toast';
import { CommandPalette } from './command-palette';
import { MenuButton, usePhoneMenu } from './phone-menu';
import { screensFor } from './screens';
import { SideNav } from './side-nav';

const PUBLIC_PATHS = ['/login', '/setup'];
/** A «repartidor» may use only their day's route and their own account (the server refuses the rest). */
const DRIVER_PATHS = ['/ruta', '/cuenta'];

/** The frame of every screen: the staff member, navigation and sign-out; a missing session goes to the login. */
export function Layout() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  // The router's pathname may or may not carry the /admin base, depending on the version: compare without it.
  const isPublic = PUBLIC_PATHS.some((p) => path.replace(/^\/admin(?=\/)/, '').startsWith(p));
  const me = trpc.auth.me.useQuery(undefined, { enabled: !isPublic });
  // Before the pages below render their dates.
  if (me.data) setShopTimeZone(me.data.zonaHoraria);
  const driver = me.data?.rol === 'repartidor';
  // The menu's counts are not a driver's business (and the server would refuse them).
  const counts = !isPublic && !!me.data && !me.data.needsTwoFactor && !driver;
  const unread = trpc.messages.unread.useQuery(undefined, { enabled: counts, refetchInterval: 30_000 });
  const facturas = trpc.facturas.pending.useQuery(undefined, { enabled: counts, refetchInterval: 60_000 });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      // Leave the pages first, then forget what they showed (refetching it would only answer 401).
      await navigate({ to: '/login' });
      queryClient.clear();
    },
  });
  const menu = usePhoneMenu(path);
  const bare = path.replace(/^\/admin(?=\/)/, '');
  const heldForTwoFactor = !!me.data?.needsTwoFactor;
  // A driver anywhere else (the dashboard after signing in, an old bookmark) goes to their route.
  const driverAway = driver && !isPublic && !DRIVER_PATHS.includes(bare);
  useEffect(() => {
    if (!isPublic && me.error) void navigate({ to: '/login' });
    // The owner requires two-step verification: until it is on, only «Mi cuenta» works.
    else if (heldForTwoFactor && bare !== '/cuenta') void navigate({ to: '/cuenta' });
    else if (driverAway && !heldForTwoFactor) void navigate({ to: '/ruta', replace: true });
  }, [isPublic, me.error, heldForTwoFactor, driverAway, bare, navigate]);

  const screens = me.data ? screensFor(me.data.rol) : [];
  const navCounts = { mensajes: unread.data, facturas: facturas.data };
  // Staff get the grouped sidebar (a menu on a phone) and the palette; a driver's two doors stay in the bar.
  const sidebar = !!me.data && !driver && !heldForTwoFactor;
  return (
    <div className={sidebar ? 'shell shell--side' : 'shell'}>
      <header className="bar">
        {sidebar && <MenuButton open={menu.open} toggle={menu.toggle} buttonRef={menu.buttonRef} waiting={(unread.data ?? 0) + (facturas.data ?? 0)} />}
        <strong className="brand">Panel de la tienda</strong>
        {me.data && (
          <>
            {!sidebar && <SideNav screens={screens} counts={navCounts} hidden={heldForTwoFactor} />}
            {sidebar && <CommandPalette screens={screens} />}
            <Link to="/cuenta" className="who" activeProps={{ 'aria-current': 'page' }} title="Mi cuenta">
              {me.data.nombre} · {me.data.rol}
            </Link>
            <button type="button" className="link" onClick={() => logout.mutate()} disabled={logout.isPending}>
              Cerrar sesión
            </button>
          </>
        )}
      </header>
      {sidebar && (
        <div id="secciones" className="side" data-open={menu.open} onKeyDown={menu.onKeyDown}>
          <SideNav screens={screens} counts={navCounts} />
        </div>
      )}
      <main className="content">
        <Toast />
        {/* A driver's forbidden page is not even rendered: its calls would only answer «prohibido». */}
        {isPublic || (me.data && !driverAway) ? <Outlet /> : <p className="muted">{me.error ? 'Redirigiendo al inicio de sesión…' : 'Cargando…'}</p>}
      </main>
    </div>
  );
}
