import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import { isServerError } from '../../lib/errors';

const LOAD_ERROR = 'Error al cargar los datos.';

interface StartData {
  settled: boolean;
  /** Messages of the start requests that failed (the server's text, or the generic one on a network error). */
  errors: string[];
}

const StartDataContext = createContext<StartData>({ settled: true, errors: [] });

/** Runs the four start requests (the first screen's products — contracts/catalogue-start.ts —, promotions, categories, articles) and reports when all have settled. */
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
  const settled = queries.every((q) => !q.isPending || q.isError);
  const errorKey = queries.map((q) => (q.error ? (isServerError(q.error) ? q.error.message : LOAD_ERROR) : '')).join('\u0000');
  const value = useMemo<StartData>(
    () => ({ settled, errors: [...new Set(errorKey.split('\u0000').filter(Boolean))] }),
    [settled, errorKey],
  );
  return <StartDataContext.Provider value={value}>{children}</StartDataContext.Provider>;
}

export const useStartData = (): StartData => useContext(StartDataContext);
