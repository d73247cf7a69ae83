import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ChangeEvent } from 'react';
import { formatMXN, listPriceFor, tiersFromText, tiersToText, toCentavos, type PriceListDetail, type PriceListRow } from '@huerta/contracts';
import { ErrorLine } from '../lib/error-line';
import { useSaveShortcut } from '../lib/save-shortcut';
import { SaveBar } from '../lib/save-bar';
import { messageOf, trpc } from '../lib/trpc';

export const Route = createFileRoute('/listas/$id')({ component: PriceListPage });

/** A row as typed: text, so «12.» or «10:3» mid-typing stay as they are until saved. */
type Typed = { precio: string; descuento: string; tramos: string };
const typedOf = (r: PriceListRow): Typed => ({ precio: r.linea?.precio?.toFixed(2) ?? '', descuento: r.linea?.descuento?.toString() ?? '', tramos: tiersToText(r.linea?.tramos ?? []) });
const num = (s: string) => (s.trim() === '' ? null : Number(s));
const lineOf = (id: number, t: Typed) => ({ producto_id: id, precio: num(t.precio), descuento: num(t.descuento), tramos: tiersFromText(t.tramos) });

/** What a business on this list pays for one unit with the row as typed (before tiers), or null while it does not read. */
function paysWith(detail: PriceListDetail, r: PriceListRow, t: Typed): number | null {
  const line = lineOf(r.id, t);
  if ([line.precio, line.descuento].some((n) => n !== null && !Number.isFinite(n))) return null;
  const shop = { id: r.id, precio: r.precio_tienda, descuento: r.descuento_tienda ?? ('N/A' as const) };
  // Tiers half typed («10:4») do not change the unit price: only whole ones go to the rule.
  const tramos = line.tramos.filter((x) => Number.isFinite(x.desde) && Number.isFinite(x.precio));
  const empty = line.precio === null && line.descuento === null && tramos.length === 0;
  return listPriceFor(shop, { nombre: detail.nombre, descuentoGeneral: detail.descuento_general }, empty ? null : { ...line, tramos });
}

/**
 * One price list: every product in one dense table — the shop's price, the list's fixed price or percentage,
 * volume tiers («10:32.00; 25:30.00») and what the business pays — saved in one go (Ctrl+S / ⌘S), like
 * the price day; exported and imported as CSV; renamed, its general percentage changed, or deleted.
 */
function PriceListPage() {
  const id = Number(Route.useParams().id);
  const utils = trpc.useUtils();
  const detail = trpc.priceLists.get.useQuery({ id }, { refetchOnWindowFocus: false });
  const [edits, setEdits] = useState<Record<number, Typed>>({});
  const [q, setQ] = useState('');
  const [onlyListed, setOnlyListed] = useState(false);
  const [notice, setNotice] = useState('');
  const done = async (r: { mensaje: string }) => {
    setNotice(r.mensaje);
    setEdits({});
    await utils.priceLists.invalidate();
  };
  const save = trpc.priceLists.saveLines.useMutation({ onSuccess: done, onError: (e) => setNotice(messageOf(e)) });
  const importCsv = trpc.priceLists.importCsv.useMutation({ onSuccess: done, onError: (e) => setNotice(messageOf(e)) });
  const rows = useMemo(() => new Map((detail.data?.productos ?? []).map((r) => [r.id, r])), [detail.data]);
  const typed = (r: PriceListRow) => edits[r.id] ?? typedOf(r);
  const changed = Object.entries(edits).filter(([rid, t]) => {
    const r = rows.get(Number(rid));
    return r && JSON.stringify(t) !== JSON.stringify(typedOf(r));
  });
  const canSave = changed.length > 0 && !save.isPending;
  const saveChanges = () => canSave && save.mutate({ id, lineas: changed.map(([rid, t]) => lineOf(Number(rid), t)) });
  useSaveShortcut(saveChanges);

  if (detail.error) return <ErrorLine error={detail.error} />;
  if (!detail.data) return <p className="muted">Cargando…</p>;
  const list = detail.data;
  const edit = (r: PriceListRow, patch: Partial<Typed>) => setEdits((now) => ({ ...now, [r.id]: { ...typed(r), ...patch } }));
  const words = q.trim().toLowerCase();
  const shown = list.productos.filter((r) => (!words || r.nombre.toLowerCase().includes(words)) && (!onlyListed || r.linea || edits[r.id]));

  const download = async () => {
    const csv = await utils.priceLists.exportCsv.fetch({ id });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = `lista-${list.nombre.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) importCsv.mutate({ id, csv: await file.text() });
  };

  return (
    <section aria-labelledby="list-title">
      <p>
        <Link to="/listas">← Listas de precios</Link>
      </p>
      <h1 id="list-title">Lista «{list.nombre}»</h1>
      <ListSettings list={list} onSaved={setNotice} />
      <p className="muted">
        {list.negocios.length === 0 ? 'Ningún negocio compra con esta lista todavía (asígnala en «Negocios»).' : `Compran con ella: ${list.negocios.map((n) => n.razon_social).join(', ')}.`} El negocio paga el menor entre su precio de lista y el precio de la tienda con su oferta; nunca se suman.
      </p>
      <div className="actions">
        <label>
          Buscar
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Nombre del producto" />
        </label>
        <label className="inline">
          <input type="checkbox" checked={onlyListed} onChange={(e) => setOnlyListed(e.target.checked)} /> Solo con precio propio
        </label>
        <button type="button" className="secondary" onClick={() => void download()}>
          Exportar CSV
        </button>
        <label className="button secondary">
          Importar CSV
          <input type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => void upload(e)} />
        </label>
      </div>
      <div className="table-wrap">
        <table className="price-table">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col">Tienda</th>
              <th scope="col">Precio fijo</th>
              <th scope="col">Descuento %</th>
              <th scope="col">Tramos (cantidad:precio; …)</th>
              <th scope="col">Paga</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => {
              const t = typed(r);
              const pays = paysWith(list, r, t);
              const isChanged = changed.some(([rid]) => Number(rid) === r.id);
              return (
                <tr key={r.id} className={isChanged ? 'changed' : undefined}>
                  <th scope="row">
                    {r.nombre} <span className="muted">por {r.por_kilo ? 'kg' : r.cantidad}</span>
                  </th>
                  <td>
                    {formatMXN(toCentavos(r.precio_tienda))}
                    {r.descuento_tienda !== null && <span className="muted"> −{r.descuento_tienda} %</span>}
                  </td>
                  <td>
                    <input type="number" inputMode="decimal" step="0.01" min="0.5" aria-label={`Precio fijo de ${r.nombre}`} value={t.precio} placeholder="—" onChange={(e) => edit(r, { precio: e.target.value })} />
                  </td>
                  <td>
                    <input type="number" inputMode="numeric" min="1" max="99" aria-label={`Descuento de ${r.nombre}`} value={t.descuento} placeholder="—" onChange={(e) => edit(r, { descuento: e.target.value })} />
                  </td>
                  <td>
                    <input className="tiers" aria-label={`Tramos de ${r.nombre}`} value={t.tramos} placeholder={r.por_kilo ? '10:30.00' : '12:15.00'} onChange={(e) => edit(r, { tramos: e.target.value })} />
                  </td>
                  <td className={pays !== null && pays < r.precio_tienda ? 'strong' : 'muted'}>{pays === null ? '—' : formatMXN(toCentavos(pays))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <SaveBar label="Guardar lista" changed={changed.length} canSave={canSave} onSave={saveChanges} onDiscard={() => setEdits({})} said={notice} />
    </section>
  );
}

/** The list's name and general percentage, and deleting it (its businesses go back to the shop's prices). */
function ListSettings({ list, onSaved }: { list: PriceListDetail; onSaved: (text: string) => void }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [nombre, setNombre] = useState(list.nombre);
  const [general, setGeneral] = useState(list.descuento_general?.toString() ?? '');
  const update = trpc.priceLists.update.useMutation({
    onSuccess: async (r) => {
      onSaved(r.mensaje);
      await utils.priceLists.invalidate();
    },
    onError: (e) => onSaved(messageOf(e)),
  });
  const remove = trpc.priceLists.remove.useMutation({ onSuccess: (r) => navigate({ to: '/listas', state: { aviso: r.mensaje } }), onError: (e) => onSaved(messageOf(e)) });
  return (
    <form
      className="actions"
      aria-label="Datos de la lista"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ id: list.id, nombre, descuento_general: general === '' ? null : Number(general) });
      }}
    >
      <label>
        Nombre
        <input required value={nombre} maxLength={60} onChange={(e) => setNombre(e.target.value)} />
      </label>
      <label>
        Descuento general % <span className="muted">(productos sin precio propio)</span>
        <input type="number" inputMode="numeric" min="1" max="99" value={general} placeholder="—" onChange={(e) => setGeneral(e.target.value)} />
      </label>
      <button type="submit" className="secondary" disabled={update.isPending}>
        Guardar datos
      </button>
      <button
        type="button"
        className="danger"
        disabled={remove.isPending}
        onClick={() => window.confirm(`¿Borrar la lista «${list.nombre}»? Sus negocios volverán a los precios de la tienda.`) && remove.mutate({ id: list.id })}
      >
        Borrar lista
      </button>
    </form>
  );
}
