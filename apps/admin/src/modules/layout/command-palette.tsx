import { formatMXN, toCentavos } from '@huerta/contracts';
import { useNavigate } from '@tanstack/react-router';
import { Command } from 'cmdk';
import { useDeferredValue, useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import type { Screen } from './screens';

/** Ctrl+K on Windows and Linux, ⌘K on a Mac: what the button says and what opens the palette. */
const MAC = /Mac|iPhone|iPad/.test(navigator.userAgent);
export const PALETTE_KEYS = MAC ? '⌘K' : 'Ctrl+K';

/** Accents and case do not matter when finding a screen: «que comprar» finds «Qué comprar». */
const plain = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * The command palette: jumps to any screen, to an order by its number, or to a product or a customer found
 * through the back office's own lists. The server searches (the lists' `q`), so cmdk does no filtering of its
 * own; it keeps the arrows, Enter and the dialog's focus.
 */
export function CommandPalette({ screens }: { screens: Screen[] }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const navigate = useNavigate();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const search = open && q.length >= 2;
  const number = /^#?\s*(\d{1,9})$/.exec(q)?.[1];
  const orders = trpc.orders.list.useQuery({ q, porPagina: 10 }, { enabled: search, placeholderData: (p) => p });
  const products = trpc.products.list.useQuery({ q }, { enabled: search && !number, placeholderData: (p) => p });
  const customers = trpc.customers.list.useQuery({ q }, { enabled: search, placeholderData: (p) => p });

  const go = (to: () => Promise<void>) => {
    setOpen(false);
    setTyped('');
    void to();
  };
  const words = plain(q);
  // A number is also searched as a phone or an e-mail's digits; the order with that number is offered first, once.
  const orderHits = search ? (orders.data?.pedidos ?? []).filter((o) => String(o.id) !== number).slice(0, 5) : [];
  const shownScreens = screens.filter((s) => !words || plain(`${s.label} ${s.group} ${s.words ?? ''}`).includes(words));
  // What Enter opens is the first hit for what is typed now: cmdk would otherwise keep an item chosen for
  // an earlier prefix (a customer found for «per», still listed while «personal» is searched) highlighted.
  const first = number ? `numero-${number}` : shownScreens[0] ? `pantalla-${shownScreens[0].label}` : '';
  // The arrows' choice holds only while the first hit stays the same; decided in the render itself, so no
  // frame shows (and no Enter opens) the stale one.
  const [moved, setMoved] = useState<{ first: string; value: string } | null>(null);
  const selected = moved && moved.first === first ? moved.value : first;
  const setSelected = (value: string) => setMoved({ first, value });

  return (
    <>
      <button type="button" className="palette-button" onClick={() => setOpen(true)} aria-keyshortcuts="Control+K Meta+K">
        Ir a… <kbd>{PALETTE_KEYS}</kbd>
      </button>
      <Command.Dialog open={open} onOpenChange={setOpen} label="Ir a una pantalla, pedido, producto o cliente" shouldFilter={false} value={selected} onValueChange={setSelected} loop overlayClassName="palette-overlay" contentClassName="palette">
        <Command.Input value={typed} onValueChange={setTyped} placeholder="Pantalla, número de pedido, producto o cliente…" aria-label="Buscar pantalla, pedido, producto o cliente" />
        <Command.List>
          <Command.Empty>{search && (orders.isFetching || products.isFetching || customers.isFetching) ? 'Buscando…' : 'Sin resultados.'}</Command.Empty>
          {number && (
            <Command.Group heading="Pedido">
              <Command.Item value={`numero-${number}`} onSelect={() => go(() => navigate({ to: '/pedidos/$id', params: { id: Number(number) } }))}>
                Pedido #{number}
              </Command.Item>
            </Command.Group>
          )}
          {shownScreens.length > 0 && (
            <Command.Group heading="Pantallas">
              {shownScreens.map((s) => (
                <Command.Item key={s.label} value={`pantalla-${s.label}`} onSelect={() => go(() => navigate(s.link))}>
                  {s.label}
                  <span className="muted">{s.group}</span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
          {orderHits.length > 0 && (
            <Command.Group heading="Pedidos">
              {orderHits.map((o) => (
                <Command.Item key={o.id} value={`pedido-${o.id}`} onSelect={() => go(() => navigate({ to: '/pedidos/$id', params: { id: o.id } }))}>
                  #{o.id} · {o.nombre}
                  <span className="muted">{formatMXN(toCentavos(o.totalFinal ?? o.total))}</span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
          {search && !number && !!products.data?.productos.length && (
            <Command.Group heading="Productos">
              {products.data.productos.slice(0, 5).map((p) => (
                <Command.Item key={p.id} value={`producto-${p.id}`} onSelect={() => go(() => navigate({ to: '/productos/$id', params: { id: p.id }, search: { pagina: 1 } }))}>
                  {p.nombre}
                  <span className="muted">{p.categoria}</span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
          {search && !!customers.data?.clientes.length && (
            <Command.Group heading="Clientes">
              {customers.data.clientes.slice(0, 5).map((c) => (
                <Command.Item key={c.id} value={`cliente-${c.id}`} onSelect={() => go(() => navigate({ to: '/clientes/$id', params: { id: c.id } }))}>
                  {c.nombre}
                  <span className="muted">{c.email}</span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
        </Command.List>
      </Command.Dialog>
    </>
  );
}
