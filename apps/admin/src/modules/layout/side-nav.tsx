import { Link } from '@tanstack/react-router';
import { GROUPS, type Screen } from './screens';

/**
 * The sections, grouped by what staff do: a sidebar on a desktop, the menu's panel on a phone (the frame
 * shows or hides it). One navigation either way, so a link has one name on the page.
 */
export function SideNav({ screens, counts, hidden }: { screens: Screen[]; counts: Partial<Record<'mensajes' | 'facturas', number>>; hidden?: boolean }) {
  const shown = screens.filter((s) => !s.paletteOnly);
  return (
    <nav aria-label="Secciones" className="side-nav" hidden={hidden}>
      {GROUPS.map((group) => {
        const links = shown.filter((s) => s.group === group);
        if (links.length === 0) return null;
        const id = `grupo-${group}`;
        return (
          <div key={group} className="side-nav__group">
            <p className="side-nav__title" id={id}>
              {group}
            </p>
            <ul aria-labelledby={id}>
              {links.map((s) => (
                <li key={s.label}>
                  <Link {...s.link} activeOptions={{ exact: s.link.to === '/', includeSearch: false }} activeProps={{ 'aria-current': 'page' }}>
                    {s.label}
                    {s.count && <Count n={counts[s.count]} what={s.count === 'mensajes' ? 'sin leer' : 'por emitir'} />}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
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
