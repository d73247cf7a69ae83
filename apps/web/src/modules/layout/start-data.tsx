import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import { isServerError, serverText } from '../../lib/errors';
import { useLocale } from '../../i18n/switch';
import { TRANSLATIONS_INPUT, useOverlayDefaults } from '../translations/use-translations';
import { msg, t } from '../../i18n/i18n';

const LOAD_ERROR = msg('Error al cargar los datos.');

interface StartData {
  settled: boolean;
  /** Messages of the start requests that failed (the server's text, or the generic one on a network error). */
  errors: string[];
}

const StartDataContext = createContext<StartData>({ settled: true, errors: [] });

/**
 * Runs the four start requests (the first screen's products — contracts/catalogue-start.ts —, promotions,
 * categories, articles) and reports when all have settled; on an English page, the owner's English too.
 */
export function StartDataProvider({ children }: { children: ReactNode }) {
  const queries = [
    trpc.catalog.firstProducts.useQuery(),
    trpc.catalog.promotions.useQuery(),
    trpc.catalog.categories.useQuery(),
    trpc.catalog.articles.useQuery(),
  ];
  // Not a start request (the loading screen does not wait for it), but asked in the same batch so the
  // hero carousel has its slides when the home first paints instead of growing afterwards.
  trpc.catalog.slides.useQuery();
  // An English page also waits for the owner's English (in the same batch), so it never shows the Spanish
  // first; a Spanish page never asks for it. Failed or offline, the Spanish shows.
  const english = useLocale() === 'en';
  const translations = trpc.catalog.translations.useQuery(TRANSLATIONS_INPUT, { enabled: english });
  useOverlayDefaults(english ? translations.data : undefined);
  const translationsSettled = !english || !translations.isPending || translations.isError || translations.fetchStatus === 'paused';
  const settled = queries.every((q) => !q.isPending || q.isError) && translationsSettled;
  const errorKey = queries.map((q) => (q.error ? (isServerError(q.error) ? serverText(q.error.message) : t(LOAD_ERROR)) : '')).join('\u0000');
  const value = useMemo<StartData>(
    () => ({ settled, errors: [...new Set(errorKey.split('\u0000').filter(Boolean))] }),
    [settled, errorKey],
  );
  return <StartDataContext.Provider value={value}>{children}</StartDataContext.Provider>;
}

export const useStartData = (): StartData => useContext(StartDataContext);
