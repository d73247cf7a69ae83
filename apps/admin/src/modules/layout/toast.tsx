import { useRouterState } from '@tanstack/react-router';

/**
 * The confirmation a page leaves for the next one when it sends you there («Producto guardado: …»),
 * carried in the history entry (`navigate({ state: { aviso } })`), so it goes with the page it was meant
 * for and leaves with it. The region stays in the frame across pages, empty (and flat) until there is
 * something to say: a screen reader hears each new one.
 */
export function Toast() {
  const aviso = useRouterState({ select: (s) => s.location.state.aviso });
  return (
    <p role="status" className="toast no-print">
      {aviso}
    </p>
  );
}
