import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { CloseIcon, SearchIcon } from '../layout/icons';
import './header-search.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The header's search on every page: a round button that opens a field under the bar; Enter (or
 * "Buscar") lands on /busqueda?q=…. It ships in the first bundle, so it only navigates: the matching,
 * suggestions and contact links load with the /busqueda route.
 */
export function HeaderSearch({ open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate({ to: '/busqueda', search: { q: input.current?.value.trim() || undefined } });
    close();
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
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      {/* Rendered only while open: a form in the page makes Chrome's autofill lay out the whole document at
          DOMContentLoaded, before the stylesheet arrives — a wasted 15–60 ms on the first screen (issue 48). */}
      {open && (
        <form id="nav-search-form" role="search" className="nav-search__form" onSubmit={submit}>
          <label htmlFor="nav-search-q" className="visually-hidden">
            {t('¿Qué producto buscas?')}
          </label>
          <input
            ref={input}
            id="nav-search-q"
            type="search"
            placeholder={t('Tomates, papas…')}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
          />
          <button type="submit" className="btn btn--primary">
            {t('Buscar')}
          </button>
        </form>
      )}
    </div>
  );
}
