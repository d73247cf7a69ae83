import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setShopTimeZone, shopToday } from '../../lib/dates';
import { trpc } from '../../lib/trpc';
import { Toast } from './toast';

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

  return (
    <div className="shell">
      <header className="bar">
        <strong className="brand">Panel de la tienda</strong>
        {me.data && (
          <>
            <nav aria-label="Secciones" hidden={me.data.needsTwoFactor}>
              {driver ? (
                <>
                  <Link to="/ruta" activeProps={{ 'aria-current': 'page' }}>
                    Mi ruta
                  </Link>{' '}
                  <Link to="/cuenta" activeProps={{ 'aria-current': 'page' }}>
                    Mi cuenta
                  </Link>
                </>
              ) : (
                <>
                  <Link to="/" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                    Resumen
                  </Link>{' '}
                  <Link to="/pedidos" search={{ pagina: 1 }} activeProps={{ 'aria-current': 'page' }}>
                    Pedidos
                  </Link>{' '}
                  <Link to="/preparar" search={{ dia: shopToday() }} activeProps={{ 'aria-current': 'page' }}>
                    Preparar
                  </Link>{' '}
                  <Link to="/ruta" activeProps={{ 'aria-current': 'page' }}>
                    Mi ruta
                  </Link>{' '}
                  <Link to="/mensajes" activeProps={{ 'aria-current': 'page' }}>
                    Mensajes
                    <Count n={unread.data} what="sin leer" />
                  </Link>{' '}
                  <Link to="/facturas" search={{ estado: 'solicitada', pagina: 1 }} activeProps={{ 'aria-current': 'page' }}>
                    Facturas
                    <Count n={facturas.data} what="por emitir" />
                  </Link>{' '}
                  <Link to="/productos" search={{ pagina: 1 }} activeProps={{ 'aria-current': 'page' }}>
                    Productos
                  </Link>{' '}
                  <Link to="/clientes" search={{ pagina: 1, orden: 'ultimo' }} activeProps={{ 'aria-current': 'page' }}>
                    Clientes
                  </Link>{' '}
                  <Link to="/negocios" activeProps={{ 'aria-current': 'page' }}>
                    Negocios
                  </Link>{' '}
                  <Link to="/listas" activeProps={{ 'aria-current': 'page' }}>
                    Listas de precios
                  </Link>{' '}
                  <Link to="/comprar" activeProps={{ 'aria-current': 'page' }}>
                    Qué comprar
                  </Link>{' '}
                  <Link to="/blog" activeProps={{ 'aria-current': 'page' }}>
                    Blog
                  </Link>{' '}
                  <Link to="/promociones" activeProps={{ 'aria-current': 'page' }}>
                    Promociones
                  </Link>{' '}
                  <Link to="/carrusel" activeProps={{ 'aria-current': 'page' }}>
                    Carrusel
                  </Link>{' '}
                  <Link to="/traducciones" search={{ pagina: 1, faltantes: false }} activeProps={{ 'aria-current': 'page' }}>
                    Traducciones
                  </Link>
                  {me.data.rol === 'dueño' && (
                    <>
                      {' '}
                      <Link to="/personal" activeProps={{ 'aria-current': 'page' }}>
                        Personal
                      </Link>{' '}
                      <Link to="/registro" search={{ pagina: 1 }} activeProps={{ 'aria-current': 'page' }}>
                        Registro
                      </Link>{' '}
                      <Link to="/entregas" activeProps={{ 'aria-current': 'page' }}>
                        Entregas
                      </Link>{' '}
                      <Link to="/cortes" activeProps={{ 'aria-current': 'page' }}>
                        Cortes de caja
                      </Link>{' '}
                      <Link to="/ajustes" activeProps={{ 'aria-current': 'page' }}>
                        Ajustes
                      </Link>{' '}
                      <Link to="/textos" activeProps={{ 'aria-current': 'page' }}>
                        Textos
                      </Link>
                    </>
                  )}
                </>
              )}
            </nav>
            <Link to="/cuenta" className="who" activeProps={{ 'aria-current': 'page' }} title="Mi cuenta">
              {me.data.nombre} · {me.data.rol}
            </Link>
            <button type="button" className="link" onClick={() => logout.mutate()} disabled={logout.isPending}>
              Cerrar sesión
            </button>
          </>
        )}
      </header>
      <main className="content">
        <Toast />
        {/* A driver's forbidden page is not even rendered: its calls would only answer «prohibido». */}
        {isPublic || (me.data && !driverAway) ? <Outlet /> : <p className="muted">{me.error ? 'Redirigiendo al inicio de sesión…' : 'Cargando…'}</p>}
      </main>
    </div>
  );
}

/** A menu item's count: the number shown, and said in words to a screen reader («Facturas, 2 por emitir»). */
function Count({ n, what }: { n: number | undefined; what: string }) {
  if (!n) return null;
  return (
    <>
      <span className="count" aria-hidden="true">
        {n}
      </span>
      <span className="sr-only">{`, ${n} ${what}`}</span>
    </>
  );
}
