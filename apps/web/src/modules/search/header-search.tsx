import { lazy, Suspense, useEffect, useRef } from 'react';
import { t } from '../../i18n/i18n';
import { CloseIcon, SearchIcon } from '../layout/icons';
import './header-search.css';

const loadForm = () => import('./search-form');
const SearchForm = lazy(loadForm);

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The header's search on every page: a round button that opens a field under the bar (search-form.tsx, fetched
 * as the button is approached). It only navigates: the matching, suggestions and contact links load with the
 * /busqueda route.
 */
export function HeaderSearch({ open, onOpenChange }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A tap anywhere else closes it, as the phone menu's backdrop does.
    const onDown = (e: PointerEvent) => box.current?.contains(e.target as Node) || onOpenChange(false);
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, onOpenChange]);

  // Focus goes back to the button, not to the page top, when the field goes away.
  const close = () => {
    onOpenChange(false);
    toggle.current?.focus();
  };

  return (
    <div ref={box} className="nav-search" onKeyDown={(e) => open && e.key === 'Escape' && close()}>
      <button
        ref={toggle}
        type="button"
        className="nav__round"
        aria-label={t('Buscar productos')}
        aria-expanded={open}
        aria-controls={open ? 'nav-search-form' : undefined}
        onClick={() => onOpenChange(!open)}
        // The field's code is asked for as a pointer or the keyboard nears the button, before the click.
        onPointerEnter={loadForm}
        onPointerDown={loadForm}
        onFocus={loadForm}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      {/* Rendered only while open: a form in the page makes Chrome's autofill lay out the whole document at
          DOMContentLoaded, before the stylesheet arrives — a wasted 15–60 ms on the first screen (issue 48). */}
      {open && (
        <Suspense fallback={null}>
          <SearchForm onDone={close} />
        </Suspense>
      )}
    </div>
  );
}
