import { Link } from '@tanstack/react-router';
import { addDays, formatMXN, lotQuantityLabel } from '@huerta/contracts/rules';
import { shopToday, shortDayLabel } from '../../lib/dates';
import { AddSupplierProduct, type OfferedProduct } from './add-supplier-product';
import './buying.css';

/** A line of a supplier's group: proposed (with why) or added by hand (`why` null). */
export interface GroupLine extends OfferedProduct {
  why: { demanda: number; existencia: number; enCamino: number; margenPct: number; falta: number } | null;
}

/** Packs as typed: whole and not negative, else 0 (the line is left out). */
export const packsOf = (typed: string | undefined) => {
  const n = Number(typed);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * One supplier's part of the proposal: a checkbox (make its order or not), each product's packs editable,
 * why that many (demand, on hand, on its way, margin), the estimated cost; another of its products by hand.
 */
export function ProposalGroup({
  proveedor,
  desde,
  lines,
  packs,
  chosen,
  onPacks,
  onChosen,
  onAdd,
}: {
  proveedor: { id: number; nombre: string; diasEntrega: number };
  /** The first delivery day the order is for: arriving later is flagged. */
  desde: string;
  lines: GroupLine[];
  packs: Record<number, string>;
  chosen: boolean;
  onPacks: (productoId: number, typed: string) => void;
  onChosen: (on: boolean) => void;
  onAdd: (line: GroupLine) => void;
}) {
  const total = lines.reduce((sum, l) => sum + packsOf(packs[l.productoId]) * l.costoPaqueteCentavos, 0);
  const count = lines.filter((l) => packsOf(packs[l.productoId]) > 0).length;
  const titleId = `group-${proveedor.id}`;
  const llega = addDays(shopToday(), proveedor.diasEntrega);
  return (
    <section className={`card supplier-group${chosen ? '' : ' is-off'}`} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <label className="inline">
          <input type="checkbox" checked={chosen} onChange={(e) => onChosen(e.target.checked)} aria-label={`Hacer la orden de ${proveedor.nombre}`} />
          {proveedor.nombre}
        </label>
        <span className="muted small">
          {count} {count === 1 ? 'producto' : 'productos'} · ≈ {formatMXN(total)} ·{' '}
          <span className={llega > desde ? 'error' : undefined}>
            llega {shortDayLabel(llega)}
            {llega > desde && ', tarde para esos pedidos'}
          </span>
        </span>
      </h2>
      <div className="table-wrap">
        <table className="buy-lines proposal-lines">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col" className="num hide-phone">
                Pedidos
              </th>
              <th scope="col" className="num hide-phone">
                Hay
              </th>
              <th scope="col" className="num">
                Paquetes
              </th>
              <th scope="col" className="num">
                Costo
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => {
              const n = packsOf(packs[l.productoId]);
              return (
                <tr key={l.productoId}>
                  <th scope="row">
                    {l.nombre}
                    <span className="why">
                      {l.empaque} · {lotQuantityLabel(n * l.empaqueCantidad, l.unidad)}
                      {l.why ? ` · faltan ${lotQuantityLabel(l.why.falta, l.unidad)} (margen ${l.why.margenPct} %)` : ' · a mano'}
                    </span>
                  </th>
                  <td className="num hide-phone">{l.why ? lotQuantityLabel(l.why.demanda, l.unidad) : '—'}</td>
                  <td className="num hide-phone">
                    {l.why ? lotQuantityLabel(l.why.existencia, l.unidad) : '—'}
                    {l.why && l.why.enCamino > 0 && <span className="why">+{lotQuantityLabel(l.why.enCamino, l.unidad)} pedido</span>}
                  </td>
                  <td className="num">
                    <input type="number" inputMode="numeric" min="0" step="1" aria-label={`Paquetes de ${l.nombre} (${proveedor.nombre})`} value={packs[l.productoId] ?? ''} onChange={(e) => onPacks(l.productoId, e.target.value)} />
                  </td>
                  <td className="num">{formatMXN(n * l.costoPaqueteCentavos)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total estimado</th>
              <td className="hide-phone" />
              <td className="hide-phone" />
              <td />
              <td className="num">{formatMXN(total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="actions">
        <AddSupplierProduct proveedorId={proveedor.id} nombre={proveedor.nombre} taken={lines.map((l) => l.productoId)} onAdd={(p) => onAdd({ ...p, why: null })} />
        <Link to="/proveedores/$id" params={{ id: String(proveedor.id) }} className="small">
          Ficha del proveedor
        </Link>
      </div>
    </section>
  );
}
