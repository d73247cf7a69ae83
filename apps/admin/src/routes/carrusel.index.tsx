import { createFileRoute, Link } from '@tanstack/react-router';
import { imageAtWidth } from '@huerta/contracts';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';
import { ValidityBadge, validityRange } from '../modules/content/validity-badge';

export const Route = createFileRoute('/carrusel/')({ component: SlidesPage });

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The home page's carousel in the order the shop shows it. The order is changed by dragging a row or,
 * from the keyboard, with each row's «Subir»/«Bajar», and saved in one go with «Guardar orden».
 */
function SlidesPage() {
  const utils = trpc.useUtils();
  const list = trpc.slides.list.useQuery();
  // Null: the server's order. A slide added or removed meanwhile is followed, so the order sent stays whole.
  const [draft, setDraft] = useState<number[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  // The drag's events may come before React has rendered the state set at its start.
  const dragged = useRef<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const refocus = useRef<{ id: number; dir: 'up' | 'down' } | null>(null);
  const beforeDrag = useRef<number[] | null>(null);
  const reorder = trpc.slides.reorder.useMutation({
    onSuccess: async (saved) => {
      utils.slides.list.setData(undefined, saved);
      setDraft(null);
      setAnnounce('Orden guardado: la tienda lo muestra desde ahora.');
      await utils.slides.invalidate();
    },
  });

  const slides = list.data ?? [];
  const byId = new Map(slides.map((s) => [s.id, s]));
  const saved = slides.map((s) => s.id);
  const orderOf = (d: number[] | null) => (d ? [...d.filter((id) => byId.has(id)), ...saved.filter((id) => !d.includes(id))] : saved);
  const order = orderOf(draft);
  const changed = !sameOrder(order, saved);

  // From the latest draft, not this render's: a quick drag fires several events before React renders.
  const move = (id: number, target: (base: number[]) => number) =>
    setDraft((d) => {
      const base = orderOf(d);
      const from = base.indexOf(id);
      const to = target(base);
      if (from < 0 || to < 0 || to >= base.length || from === to) return d;
      const next = [...base];
      next.splice(from, 1);
      next.splice(to, 0, id);
      return next;
    });

  const step = (id: number, dir: 'up' | 'down') => {
    const to = order.indexOf(id) + (dir === 'up' ? -1 : 1);
    if (to < 0 || to >= order.length) return;
    move(id, (base) => base.indexOf(id) + (dir === 'up' ? -1 : 1));
    setAnnounce(`«${byId.get(id)?.titulo}» pasa a la posición ${to + 1} de ${order.length}.`);
    refocus.current = { id, dir };
  };

  // The moved row's button keeps the focus (React may have moved its node); at an end, the other one.
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const own = document.getElementById(`slide-${target.id}-${target.dir}`) as HTMLButtonElement | null;
    const other = document.getElementById(`slide-${target.id}-${target.dir === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : other)?.focus();
  });

  // Only our own rows may be dropped here (a file dragged from the desktop is not).
  const allowDrop = (e: DragEvent) => {
    if (dragged.current === null) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  };

  return (
    <section aria-labelledby="slides-title">
      <h1 id="slides-title">
        Carrusel
        <Link to="/carrusel/nueva" className="button-link">
          Nueva diapositiva
        </Link>
      </h1>
      <p className="muted">Arrastra las filas o usa «Subir» y «Bajar» para cambiar el orden; la tienda lo usa al guardarlo. Solo se muestran las vigentes.</p>
      <ErrorLine error={list.error ?? reorder.error} />
      <ol className="sortable" aria-label="Diapositivas en orden" onDragOver={allowDrop} onDrop={(e) => e.preventDefault()}>
        {order.map((id, i) => {
          const s = byId.get(id)!;
          return (
            <li
              key={id}
              className={`card${dragging === id ? ' is-dragging' : ''}`}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(id));
                beforeDrag.current = draft;
                dragged.current = id;
                setDragging(id);
              }}
              onDragEnter={() => {
                const moving = dragged.current;
                if (moving !== null && moving !== id) move(moving, (base) => base.indexOf(id));
              }}
              onDragEnd={(e) => {
                // Dropped outside the list or cancelled with Esc: the rows go back where they were.
                if (e.dataTransfer.dropEffect === 'none') setDraft(beforeDrag.current);
                dragged.current = null;
                setDragging(null);
              }}
            >
              <span className="sortable__handle" aria-hidden="true">
                ⠿
              </span>
              <img className="sortable__thumb" src={imageAtWidth(s.imgUrl, 640) ?? s.imgUrl} alt="" width={120} height={80} loading="lazy" draggable={false} />
              <div className="sortable__text">
                <Link to="/carrusel/$id" params={{ id }} draggable={false}>
                  {s.titulo}
                </Link>
                <span className="muted">
                  {validityRange(s.fechaVigInicio, s.fechaVigFin)} <ValidityBadge estado={s.estado} />
                </span>
              </div>
              <div className="actions">
                <button type="button" id={`slide-${id}-up`} className="secondary" disabled={i === 0 || reorder.isPending} aria-label={`Subir «${s.titulo}»`} onClick={() => step(id, 'up')}>
                  Subir
                </button>
                <button type="button" id={`slide-${id}-down`} className="secondary" disabled={i === order.length - 1 || reorder.isPending} aria-label={`Bajar «${s.titulo}»`} onClick={() => step(id, 'down')}>
                  Bajar
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {list.data?.length === 0 && <p className="muted">Aún no hay diapositivas.</p>}
      <p className="sr-only" role="status">
        {announce}
      </p>
      <div className="actions">
        <button type="button" disabled={!changed || reorder.isPending} onClick={() => reorder.mutate({ ids: order })}>
          Guardar orden
        </button>
        {changed && (
          <button type="button" className="secondary" disabled={reorder.isPending} onClick={() => setDraft(null)}>
            Descartar cambios
          </button>
        )}
      </div>
    </section>
  );
}
