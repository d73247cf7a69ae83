import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { kgLabel, type ProductFields } from '@huerta/contracts';
import { SaleFields } from './sale-fields';
import { CLAVE_PROD_SERV_MESSAGE, CLAVE_PROD_SERV_PATTERN, CLAVE_UNIDAD_MESSAGE, CLAVE_UNIDAD_PATTERN, IVA_RATES, IVA_RATE_LABELS, defaultSatKeys, type IvaRate } from '@huerta/contracts/rules';
import { SatKeyField } from './sat-key-field';
import { useState, type FormEvent } from 'react';
import { shopToday } from '../../lib/dates';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../lib/error-line';
import { CategoryOptions } from '../orders/filters';
import { ImageField } from '../images/image-field';
import { DescriptionField } from './description-field';
import { ValidityFields } from '../content/validity-fields';
import type { ProductsSearch } from './products-search';

const newRoute = getRouteApi('/productos/nuevo');
const editRoute = getRouteApi('/productos/$id');

/**
 * A new product's fields. Stock is not counted (`disponibles: null`): a grocer sells most produce by the
 * kilo from what came in that morning and marks it «Agotado» when the crate is empty; counting units is
 * for what comes in known numbers (jars, bunches, boxes). A counted product asks for its units (the field
 * starts empty and is required) rather than assuming 0, which would show it «Agotado» the moment it is saved.
 */
const EMPTY: ProductFields = { imgUrl: '/img/fallback.webp', nombre: '', categoriaId: 1, precio: 0, cantidad: 'kg', descuento: null, fechaVigInicio: '', fechaVigFin: null, disponibles: null, umbralBajo: 10, agotado: false, tasaIva: 0, claveProdServ: null, claveUnidad: null };

export function NewProductPage() {
  return <ProductForm initial={{ ...EMPTY, fechaVigInicio: shopToday() }} back={newRoute.useSearch()} />;
}

export function EditProductPage() {
  const { id } = editRoute.useParams();
  const back = editRoute.useSearch();
  const product = trpc.products.get.useQuery({ id });
  if (product.error) return <ErrorLine error={product.error} />;
  if (!product.data) return <p className="muted">Cargando…</p>;
  const { id: _id, categoria: _c, archivado, ...fields } = product.data;
  return <ProductForm id={id} initial={fields} archived={archivado} back={back} />;
}

/**
 * One product's fields, its stock and the «agotado» switch; archive and restore for an existing one.
 * Done, it goes back to the list as it was left (`back`: search, filters, sort, page) and says what it did.
 */
function ProductForm({ id, initial, archived = false, back }: { id?: number; initial: ProductFields; archived?: boolean; back: ProductsSearch }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [f, setF] = useState(initial);
  const [counted, setCounted] = useState(initial.disponibles !== null);
  const done = (aviso: string) => async (saved: { nombre: string }) => {
    await utils.products.invalidate();
    await navigate({ to: '/productos', search: back, state: { aviso: `${aviso}: «${saved.nombre}».` } });
  };
  const create = trpc.products.create.useMutation({ onSuccess: done('Producto guardado') });
  const update = trpc.products.update.useMutation({ onSuccess: done('Producto guardado') });
  const archive = trpc.products.archive.useMutation({ onSuccess: done('Producto archivado') });
  const restore = trpc.products.restore.useMutation({ onSuccess: done('Producto restaurado') });
  const error = create.error ?? update.error ?? archive.error ?? restore.error;
  const set = <K extends keyof ProductFields>(key: K, value: ProductFields[K]) => setF((now) => ({ ...now, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const producto = { ...f, disponibles: counted ? f.disponibles : null };
    if (id) update.mutate({ id, producto });
    else create.mutate(producto);
  };
  const busy = create.isPending || update.isPending;
  const defaults = defaultSatKeys({ categoriaId: f.categoriaId, venta: f.venta });
  return (
    <form className="card stack product-form" onSubmit={submit} aria-labelledby="product-title">
      <p>
        <Link to="/productos" search={back}>
          ← Productos
        </Link>
      </p>
      <h1 id="product-title">{id ? `Editar: ${initial.nombre}` : 'Nuevo producto'}</h1>
      {archived && <p className="card warning">Archivado: no aparece en la tienda.</p>}
      <div className="form-grid">
        <label>
          Nombre
          <input required minLength={2} maxLength={120} value={f.nombre} onChange={(e) => set('nombre', e.target.value)} />
        </label>
        <label>
          Categoría
          <select value={f.categoriaId} onChange={(e) => set('categoriaId', Number(e.target.value) as 1 | 2 | 3)}>
            <CategoryOptions />
          </select>
        </label>
        <label>
          {f.venta ? 'Precio por kg (MXN)' : 'Precio (MXN)'}
          <input type="number" inputMode="decimal" step="0.01" min="0.5" required value={f.precio || ''} onChange={(e) => set('precio', Number(e.target.value))} />
        </label>
        <label>
          Unidad («por …»)
          <input required maxLength={40} value={f.cantidad} onChange={(e) => set('cantidad', e.target.value)} placeholder="kg, pieza, manojo" />
        </label>
        <label>
          Descuento (%)
          <input type="number" inputMode="numeric" min="1" max="99" value={f.descuento ?? ''} placeholder="Sin descuento" onChange={(e) => set('descuento', e.target.value === '' ? null : Number(e.target.value))} />
        </label>
        <label>
          IVA (incluido en el precio)
          <select value={f.tasaIva ?? 0} onChange={(e) => set('tasaIva', Number(e.target.value) as IvaRate)}>
            {IVA_RATES.map((r) => (
              <option key={r} value={r}>
                {IVA_RATE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <SaleFields value={f.venta} onChange={(v) => set('venta', v)} />
        <ValidityFields from={f.fechaVigInicio} until={f.fechaVigFin} onFrom={(d) => set('fechaVigInicio', d)} onUntil={(d) => set('fechaVigFin', d)} />
        <label className="inline">
          <input type="checkbox" checked={counted} onChange={(e) => setCounted(e.target.checked)} />
          Contar existencias
        </label>
        {counted && (
          <>
            <label>
              {/* Stock counts what a cart line counts: steps of weight, or pieces (kgLabel: «0.25 kg»). */}
              {f.venta?.modo === 'peso' ? `Existencias (en pasos de ${kgLabel(f.venta.gramos)})` : f.venta ? 'Existencias (piezas)' : 'Existencias'}
              <input type="number" inputMode="numeric" min="0" required value={f.disponibles ?? ''} aria-describedby={f.disponibles === 0 ? 'stock-zero' : undefined} onChange={(e) => set('disponibles', e.target.value === '' ? null : Number(e.target.value))} />
            </label>
            <label>
              Avisar con (mínimo)
              <input type="number" inputMode="numeric" min="0" value={f.umbralBajo} onChange={(e) => set('umbralBajo', Number(e.target.value))} />
            </label>
            {f.disponibles === 0 && (
              <p id="stock-zero" className="row-note muted">
                Con 0 existencias la tienda lo muestra «Agotado».
              </p>
            )}
          </>
        )}
        <label className="inline">
          <input type="checkbox" checked={f.agotado} onChange={(e) => set('agotado', e.target.checked)} />
          Agotado (no se vende aunque haya existencias)
        </label>
      </div>
      <fieldset className="sat-keys">
        <legend>Datos fiscales (SAT)</legend>
        <SatKeyField
          label="Clave de producto o servicio"
          tipo="producto"
          value={f.claveProdServ}
          onChange={(v) => set('claveProdServ', v)}
          fallback={defaults.claveProdServ}
          pattern={CLAVE_PROD_SERV_PATTERN}
          invalid={CLAVE_PROD_SERV_MESSAGE}
          help="Busca por nombre o clave. Se acepta cualquier clave de 8 dígitos del catálogo del SAT, aunque no salga en la búsqueda."
        />
        <SatKeyField
          label="Clave de unidad"
          tipo="unidad"
          value={f.claveUnidad}
          onChange={(v) => set('claveUnidad', v)}
          fallback={defaults.claveUnidad}
          pattern={CLAVE_UNIDAD_PATTERN}
          invalid={CLAVE_UNIDAD_MESSAGE}
          help="Busca por nombre o clave. Se acepta cualquier clave de unidad del SAT, aunque no salga en la búsqueda."
        />
      </fieldset>
      <ImageField kind="producto" value={f.imgUrl ?? '/img/fallback.webp'} onChange={(url) => set('imgUrl', url)} />
      <DescriptionField value={f.descripcion ?? ''} onChange={(v) => set('descripcion', v)} />
      <ErrorLine error={error} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {id ? 'Guardar cambios' : 'Crear producto'}
        </button>
        {id && !archived && (
          <button type="button" className="danger" onClick={() => window.confirm('¿Archivar este producto? Sale de la tienda; sus pedidos pasados no cambian.') && archive.mutate({ id })}>
            Archivar
          </button>
        )}
        {id && archived && (
          <button type="button" className="secondary" onClick={() => restore.mutate({ id })}>
            Restaurar
          </button>
        )}
      </div>
    </form>
  );
}
