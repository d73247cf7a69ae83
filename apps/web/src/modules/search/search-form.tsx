import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';

/**
 * The header search's field under the bar: Enter (or «Buscar») lands on /busqueda?q=…. A chunk of its own,
 * fetched when the button is first pointed at, focused or pressed: it is not in the home page's JavaScript
 * before interaction, whose budget (120 KB) pays for first-paint.js waiting for the photo's paint (issue 48).
 */
export default function SearchForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate({ to: '/busqueda', search: { q: input.current?.value.trim() || undefined } });
    onDone();
  };
  return (
    <form id="nav-search-form" role="search" className="nav-search__form" onSubmit={submit}>
      <label htmlFor="nav-search-q" className="visually-hidden">
        {t('¿Qué producto buscas?')}
      </label>
      <input ref={input} id="nav-search-q" type="search" placeholder={t('Tomates, papas…')} enterKeyHint="search" autoComplete="off" maxLength={100} />
      <button type="submit" className="btn btn--primary">
        {t('Buscar')}
      </button>
    </form>
  );
}
