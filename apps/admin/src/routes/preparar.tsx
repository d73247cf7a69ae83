import { z } from 'zod';
import { shopDaySchema } from '../lib/route-params';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { deliveryDayLabel, formatMXN, kgLabel, toCentavos } from '@huerta/contracts';
import { useState } from 'react';
import { nearDay, shortDayLabel, shopToday } from '../lib/dates';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';
import { DayField } from '../lib/day-field';
import { LineWishes } from '../modules/orders/line-wishes';
import { PhoneLinks } from '../lib/phone-links';
import { WeighLine } from '../modules/weighing/weigh-line';
import { PendingReplacements } from '../modules/problems/replacements';
import '../modules/problems/problems.css';

export const Route = createFileRoute('/preparar')({
  // No day in the address: the shop's today, decided by the page once it knows the shop's time zone.
  validateSearch: z.object({ dia: shopDaySchema.optional().catch(undefined) }),
  component: PickListPage,
});

const money = (pesos: number) => formatMXN(toCentavos(pesos));

/**
 * The day's work for the people packing: what to pick (each product's total over the orders to
 * prepare) and one packing slip per order, each printed on its own page (A4 or letter).
 */
function PickListPage() {
  const dia = Route.useSearch().dia ?? shopToday();
  const navigate = useNavigate({ from: '/preparar' });
  const list = trpc.orders.pickList.useQuery({ dia }, { refetchInterval: 30_000 });
  const [printing, setPrinting] = useState<'lista' | 'hojas'>('lista');
  // What the last weighing said (the scale's Enter moves on; the message stays for the packer to read).
  const [said, setSaid] = useState('');
  const print = (what: 'lista' | 'hojas') => {
    setPrinting(what);
    // After React has rendered the choice into the page's print class.
    requestAnimationFrame(() => window.print());
  };
  return (
    <section aria-labelledby="pick-title" className={`print-${printing}`}>
      <h1 id="pick-title">
        Preparar pedidos del {deliveryDayLabel(dia)}
        {nearDay(dia) && <span className="muted"> ({nearDay(dia)})</span>}
      </h1>
      <div className="actions no-print">
        <DayField value={dia} onChange={(d) => void navigate({ search: { dia: d } })} />
        <button type="button" onClick={() => print('lista')} disabled={!list.data}>
          Imprimir lista de surtido
        </button>
        <button type="button" onClick={() => print('hojas')} disabled={!list.data?.pedidos.length}>
          Imprimir hojas de empaque
        </button>
      </div>
      {list.data && <WorkDays days={list.data.diasConPedidos} shown={dia} />}
      <p className="no-print weigh-said" role="status">
        {said}
      </p>
      <ErrorLine error={list.error} />
      {list.data && (
        <>
          <div className="pick">
            <h2>
              Lista de surtido · {list.data.pedidos.length} pedido(s) pagados o en preparación
            </h2>
            {list.data.productos.length === 0 ? (
              <p className="muted">
                No hay pedidos por preparar este día.
                <NextWorkDay days={list.data.diasConPedidos} after={dia} />
              </p>
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
                        <strong>{p.gramos !== null ? `≈ ${kgLabel(p.gramos)}` : p.cantidad}</strong>
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
                  {/* An address written in parts already ends with its postal code. */}
                  {o.codigoPostal && !o.direccion.includes(o.codigoPostal) && `, C.P. ${o.codigoPostal}`}
                  <br />
                  Tel. <PhoneLinks telefono={o.telefono} />
                  {o.entrega && (
                    <>
                      <br />
                      Entrega: <strong>{o.entrega}</strong>
                    </>
                  )}
                </p>
                {o.nota && <p className="slip-note">Nota: {o.nota}</p>}
                <PendingReplacements id={o.id} />
                <table>
                  <tbody>
                    {o.lineas.map((l, i) => (
                      <tr key={i}>
                        <td>
                          <span className="box" aria-hidden="true" />
                        </td>
                        <td>
                          {l.nombre}
                          <LineWishes nota={l.nota} sustitucion={l.sustitucion} telefono={o.telefono} />
                        </td>
                        <td className="num">
                          {l.gramos !== null ? (
                            <WeighLine orderId={o.id} line={{ ...l, gramos: l.gramos }} enabled={o.estado === 'preparando'} onSaved={setSaid} />
                          ) : (
                            `× ${l.items}`
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <td colSpan={2}>
                        Total (envío {o.envio === 0 ? 'gratis' : money(o.envio)}
                        {o.impuestos.filter((r) => r.tasa > 0).map((r) => `; IVA ${r.tasa} % incluido ${money(r.iva)}`)})
                      </td>
                      <td className="num">
                        {o.totalFinal !== null ? (
                          <>
                            <s className="muted">{money(o.total)}</s> <strong>{money(o.totalFinal)}</strong>
                          </>
                        ) : (
                          <strong>{money(o.total)}</strong>
                        )}
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

type WorkDay = { dia: string; pedidos: number };

/**
 * The days that have orders to pack, as links: the pick list opens on one day, and the work may be on
 * another (paid tonight for tomorrow, or a day that passed unpacked — those first, marked late).
 */
function WorkDays({ days, shown }: { days: readonly WorkDay[]; shown: string }) {
  const today = shopToday();
  // A long-forgotten backlog should not push the coming days off the row: the 3 latest late days, 7 ahead.
  const late = days.filter((d) => d.dia < today).slice(-3);
  const ahead = days.filter((d) => d.dia >= today).slice(0, 7);
  if (late.length + ahead.length === 0) return null;
  return (
    <nav className="work-days no-print" aria-label="Días con pedidos por preparar">
      <span className="muted">Días con pedidos:</span>
      {[...late, ...ahead].map((d) => (
        <Link key={d.dia} to="/preparar" search={{ dia: d.dia }} aria-current={d.dia === shown ? 'page' : undefined} className={d.dia < today ? 'late' : undefined}>
          {shortDayLabel(d.dia)}
          {d.dia < today ? ' (atrasado)' : nearDay(d.dia) ? ` (${nearDay(d.dia)})` : ''} · {d.pedidos}
        </Link>
      ))}
    </nav>
  );
}

/** On an empty day: the next one with work, if any. */
function NextWorkDay({ days, after }: { days: readonly WorkDay[]; after: string }) {
  const next = days.find((d) => d.dia > after);
  if (!next) return null;
  return (
    <>
      {' '}
      <Link to="/preparar" search={{ dia: next.dia }}>
        Ver el {deliveryDayLabel(next.dia)} ({next.pedidos === 1 ? '1 pedido' : `${next.pedidos} pedidos`}) →
      </Link>
    </>
  );
}
