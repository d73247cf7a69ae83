import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import type { PromotionFields } from '@huerta/contracts';
import { useState, type FormEvent } from 'react';
import { shopToday } from '../../lib/dates';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../lib/error-line';
import { ImageField } from '../images/image-field';
import { ValidityFields } from './validity-fields';

const editRoute = getRouteApi('/promociones/$id');
const newRoute = getRouteApi('/promociones/nueva');

/** A new promotion; the address may name the product and a title to start from (`?producto=&titulo=`, from «Vence pronto»). */
export function NewPromotionPage() {
  const { producto, titulo } = newRoute.useSearch();
  return <PromotionForm initial={{ titulo: titulo ?? '', descripcion: '', imgUrl: '/img/fallback.webp', descuento: null, productoId: producto ?? null, fechaVigInicio: shopToday(), fechaVigFin: null }} />;
}

export function EditPromotionPage() {
  const { id } = editRoute.useParams();
  const promotion = trpc.promotions.get.useQuery({ id });
  if (promotion.error) return <ErrorLine error={promotion.error} />;
  if (!promotion.data) return <p className="muted">Cargando…</p>;
  const { id: _id, producto, estado: _e, ...fields } = promotion.data;
  return <PromotionForm id={id} initial={fields} productName={producto} />;
}

/** A promotion's text, photo, discount and dates, and the product it links to (optional). */
function PromotionForm({ id, initial, productName }: { id?: number; initial: PromotionFields; productName?: string | null }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const products = trpc.products.table.useQuery();
  const [f, setF] = useState(initial);
  const done = async () => {
    await utils.promotions.invalidate();
    await navigate({ to: '/promociones' });
  };
  const create = trpc.promotions.create.useMutation({ onSuccess: done });
  const update = trpc.promotions.update.useMutation({ onSuccess: done });
  // Leave the page first: refetching the deleted promotion would only answer 404.
  const remove = trpc.promotions.remove.useMutation({
    onSuccess: async () => {
      await navigate({ to: '/promociones' });
      await utils.promotions.invalidate();
    },
  });
  const error = create.error ?? update.error ?? remove.error ?? products.error;
  const set = <K extends keyof PromotionFields>(key: K, value: PromotionFields[K]) => setF((now) => ({ ...now, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (id) update.mutate({ id, promocion: f });
    else create.mutate(f);
  };
  // The product it links to may have been archived since: shown, so saving explains why it is refused.
  const linkedMissing = initial.productoId !== null && products.data && !products.data.some((p) => p.id === initial.productoId);
  return (
    <form className="card stack product-form" onSubmit={submit} aria-labelledby="promotion-title">
      <p>
        <Link to="/promociones">← Promociones</Link>
      </p>
      <h1 id="promotion-title">{id ? `Editar: ${initial.titulo}` : 'Nueva promoción'}</h1>
      <div className="form-grid">
        <label>
          Título
          <input required minLength={3} maxLength={120} value={f.titulo} onChange={(e) => set('titulo', e.target.value)} />
        </label>
        <label>
          Descuento (%)
          <input type="number" inputMode="numeric" min="1" max="99" value={f.descuento ?? ''} placeholder="Sin descuento" onChange={(e) => set('descuento', e.target.value === '' ? null : Number(e.target.value))} />
        </label>
        <label>
          Producto
          <select value={f.productoId ?? ''} onChange={(e) => set('productoId', e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">Sin producto</option>
            {linkedMissing && <option value={initial.productoId!}>{productName ?? `Producto #${initial.productoId}`} (archivado)</option>}
            {products.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre} ({p.categoria})
              </option>
            ))}
          </select>
        </label>
        <ValidityFields from={f.fechaVigInicio} until={f.fechaVigFin} onFrom={(d) => set('fechaVigInicio', d)} onUntil={(d) => set('fechaVigFin', d)} />
      </div>
      <label>
        Descripción
        <textarea rows={3} required minLength={10} maxLength={500} value={f.descripcion} onChange={(e) => set('descripcion', e.target.value)} />
      </label>
      <ImageField kind="promocion" value={f.imgUrl} onChange={(url) => set('imgUrl', url)} />
      <ErrorLine error={error} />
      <div className="actions">
        <button type="submit" disabled={create.isPending || update.isPending}>
          {id ? 'Guardar cambios' : 'Crear promoción'}
        </button>
        {id && (
          <button type="button" className="danger" disabled={remove.isPending} onClick={() => window.confirm(`¿Eliminar la promoción «${initial.titulo}»? Sale de la tienda y no se puede deshacer.`) && remove.mutate({ id })}>
            Eliminar
          </button>
        )}
      </div>
    </form>
  );
}
