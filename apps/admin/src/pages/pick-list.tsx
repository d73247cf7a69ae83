import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { formatMXN, toCentavos } from '@huerta/contracts';
import { useState } from 'react';
import { shopToday } from '../dates';
import { trpc } from '../trpc';
import { ErrorLine } from '../components/error-line';
import { LineWishes } from '../components/line-wishes';

const route = getRouteApi('/preparar');
const money = (pesos: number) => formatMXN(toCentavos(pesos));

/**
 * The day's work for the people packing: what to pick (each product's total over the orders to
 * prepare) and one packing slip per order, each printed on its own page (A4 or letter).
 */
export function PickListPage() {
  const dia = route.useSearch().dia ?? shopToday();
  const navigate = useNavigate({ from: '/preparar' });
  const list = trpc.orders.pickList.useQuery({ dia }, { refetchInterval: 30_000 });
  const [printing, setPrinting] = useState<'lista' | 'hojas'>('lista');
  const print = (what: 'lista' | 'hojas') => {
    setPrinting(what);
    // After React has rendered the choice into the page's print class.
    requestAnimationFrame(() => window.print());
  };
  return (
    <section aria-labelledby="pick-title" className={`print-${printing}`}>
      <h1 id="pick-title">Preparar pedidos del {dia}</h1>
      <div className="actions no-print">
        <label>
          Día
          <input type="date" value={dia} onChange={(e) => e.target.value && void navigate({ search: { dia: e.target.value } })} />
        </label>
        <button type="button" onClick={() => print('lista')} disabled={!list.data}>
          Imprimir lista de surtido
        </button>
        <button type="button" onClick={() => print('hojas')} disabled={!list.data?.pedidos.length}>
          Imprimir hojas de empaque
        </button>
      </div>
      <ErrorLine error={list.error} />
      {list.data && (
        <>
          <div className="pick">
            <h2>
              Lista de surtido · {list.data.pedidos.length} pedido(s) pagados o en preparación
            </h2>
            {list.data.productos.length === 0 ? (
              <p className="muted">No hay pedidos por preparar este día.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">✓</th>
                    <th scope="col">Producto</th>
                    <th scope="col" className="num">
                      Cantidad total
                    </th>
                    <th scope="col" className="num">
                      En pedidos
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.productos.map((p) => (
                    <tr key={p.productoId}>
                      <td>
                        <span className="box" aria-hidden="true" />
                      </td>
                      <td>{p.nombre}</td>
                      <td className="num">
                        <strong>{p.cantidad}</strong>
                      </td>
                      <td className="num">{p.pedidos}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <div className="slips">
            {list.data.pedidos.map((o) => (
              <article key={o.id} className="slip card" aria-label={`Hoja de empaque del pedido ${o.id}`}>
                <h2>
                  Pedido #{o.id} · {o.nombre}
                </h2>
                <p>
                  {o.direccion}
                  {o.codigoPostal && `, C.P. ${o.codigoPostal}`}
                  <br />
                  Tel. {o.telefono}
                  {o.entrega && (
                    <>
                      <br />
                      Entrega: <strong>{o.entrega}</strong>
                    </>
                  )}
                </p>
                {o.nota && <p className="slip-note">Nota: {o.nota}</p>}
                <table>
                  <tbody>
                    {o.lineas.map((l, i) => (
                      <tr key={i}>
                        <td>
                          <span className="box" aria-hidden="true" />
                        </td>
                        <td>
                          {l.nombre}
                          <LineWishes nota={l.nota} sustitucion={l.sustitucion} />
                        </td>
                        <td className="num">× {l.items}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <td colSpan={2}>Total (envío {o.envio === 0 ? 'gratis' : money(o.envio)})</td>
                      <td className="num">
                        <strong>{money(o.total)}</strong>
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </article>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
