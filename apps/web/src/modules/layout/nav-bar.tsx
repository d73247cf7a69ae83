import { Link, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useSession } from '../../lib/session';
import { STORE_NAME } from '../../lib/use-title';
import { useCart } from '../cart/cart-store';
import { msg, t } from '../../i18n/i18n';
import { LanguageSwitch } from '../../i18n/language-switch';
import { HeaderSearch } from '../search/header-search';
import { CartIcon, CloseIcon, MenuIcon } from './icons';
import './nav-bar.css';

// Labels are message ids, translated while rendering.
const LINKS = [
  { to: '/tienda', label: msg('Tienda') },
  { to: '/nosotros', label: msg('Nosotros') },
  { to: '/contacto', label: msg('Contacto') },
  { to: '/blog', label: msg('Blog') },
] as const;

/**
 * Whether the page is scrolled, from an 8 px sentinel at the top of the document leaving the viewport:
 * unlike reading scrollY on mount and on every scroll event, it never forces a layout (on the first
 * render that forced layout was the longest task of the home page).
 */
function useScrolled(): [boolean, RefObject<HTMLDivElement | null>] {
  const sentinel = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setScrolled(entry ? !entry.isIntersecting : false));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [scrolled, sentinel];
}

/** Whether the shopper has pressed, touched, scrolled with the wheel or typed yet (see nav-bar.css). */
function useHasInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    const events = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
    const onFirst = () => setInteracted(true);
    for (const e of events) window.addEventListener(e, onFirst, { once: true, passive: true });
    return () => events.forEach((e) => window.removeEventListener(e, onFirst));
  }, []);
  return interacted;
}

export function NavBar() {
  const [scrolled, sentinel] = useScrolled();
  const animated = useHasInteracted();
  const { token } = useSession();
  const { lines } = useCart();
  // The phone menu and the search field drop down over the same spot: at most one is open.
  const [panel, setPanel] = useState<'menu' | 'search' | null>(null);
  const menuOpen = panel === 'menu';
  const setMenuOpen = (open: boolean) => setPanel(open ? 'menu' : null);
  const onSearchOpen = useCallback((open: boolean) => setPanel((p) => (open ? 'search' : p === 'search' ? null : p)), []);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [lastPath, setLastPath] = useState(pathname);
  // Following a link closes the phone menu and the search field.
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setPanel(null);
  }

  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    document.querySelector<HTMLAnchorElement>('#nav-links a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setPanel(null);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const count = lines.length;
  return (
    <>
      <div ref={sentinel} className="nav__sentinel" aria-hidden="true" />
      <header className={`nav${scrolled || panel ? ' nav--solid' : ''}${animated ? ' nav--animated' : ''}`}>
        <div className="nav__inner">
          <Link to="/" className="nav__logo" aria-label={t('Huerta Baja, inicio')}>
            <img src="/img/logo.webp" alt="" width={40} height={40} />
            <span>{STORE_NAME}</span>
          </Link>
          <nav aria-label={t('Principal')} className="nav__main">
            <ul id="nav-links" className={`nav__links ${menuOpen ? 'nav__links--open' : ''}`}>
              {LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} activeProps={{ className: 'is-active' }}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
              <li>
                {token ? (
                  <Link to="/account" activeProps={{ className: 'is-active' }}>
                    {t('Perfil')}
                  </Link>
                ) : (
                  <Link to="/login" className="nav__login" activeProps={{ className: 'is-active' }}>
                    {t('Login / Registrarse')}
                  </Link>
                )}
              </li>
              <li>
                <LanguageSwitch className="nav__language" />
              </li>
            </ul>
          </nav>
          <HeaderSearch open={panel === 'search'} onOpenChange={onSearchOpen} />
          <Link
            to="/carrito"
            className="nav__round nav__cart"
            aria-label={t('Carrito: {count, plural, one {# producto} other {# productos}}', { count })}
          >
            <CartIcon />
            {/* An empty cart shows no badge; the link's label still says "0 productos". */}
            {count > 0 && (
              <span className="nav__badge" aria-hidden="true">
                {count}
              </span>
            )}
          </Link>
          {/* Last, as on screen (phones; hidden on wide screens): Tab follows what the eye reads, the menu
              at the right end. Opened, it takes the focus to its first link. */}
          <button
            ref={menuButton}
            type="button"
            className="nav__menu-btn"
            aria-expanded={menuOpen}
            aria-controls="nav-links"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="nav__menu-label">{t('Menú')}</span>
          </button>
        </div>
        {menuOpen && <div className="nav__backdrop" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      </header>
    </>
  );
}
