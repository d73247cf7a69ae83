import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { addDays, formatMXN, lotQuantityLabel } from '@huerta/contracts/rules';
import { useState } from 'react';
import { z } from 'zod';
import { shopToday, shortDayLabel } from '../lib/dates';
import { ErrorLine } from '../lib/error-line';
import { shopDaySchema } from '../lib/route-params';
import { trpc, type Outputs } from '../lib/trpc';
import { ProposalGroup, packsOf, type GroupLine } from '../modules/buying/proposal-group';

export const Route = createFileRoute('/compras/proponer')({
  validateSearch: z.object({ desde: shopDaySchema.optional().catch(undefined), dias: z.number().int().min(1).max(14).optional().catch(undefined) }),
  component: ProposalPage,
});

type Proposal = Outputs['purchases']['propose'];

/**
 * «Hacer órdenes de compra» (issue 46), from «Qué comprar» with its days: per supplier, what to order —
 * the days' orders and standing orders plus each product's margin, less what is on hand and on its way,
 * in the supplier's packs — editable; a checkbox per supplier; «Crear órdenes» makes one draft each.
 */
function ProposalPage() {
  const search = Route.useSearch();
  const desde = search.desde ?? addDays(shopToday(), 1);
  const dias = search.dias ?? 1;
  const proposal = trpc.purchases.propose.useQuery({ desde, dias }, { refetchOnWindowFocus: false });
  return (
    <section aria-labelledby="proposal-title">
      <p className="no-print">
        <Link to="/comprar">← Qué comprar</Link>
      </p>
      <h1 id="proposal-title">Hacer órdenes de compra</h1>
      <p className="muted">
        Para {dias === 1 ? `el ${shortDayLabel(desde)}` : `${dias} días desde el ${shortDayLabel(desde)}`}: pedidos y recurrentes, más el margen de cada producto, menos lo que hay y lo ya pedido, en paquetes del proveedor.
      </p>
      <ErrorLine error={proposal.error} />
      {!proposal.data && !proposal.error && <p className="muted">Calculando…</p>}
      {proposal.data && <ProposalForm key={`${desde}-${dias}`} proposal={proposal.data} desde={desde} dias={dias} />}
    </section>
  );
}

function ProposalForm({ proposal, desde, dias }: { proposal: Proposal; desde: string; dias: number }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const suppliers = trpc.suppliers.list.useQuery({});
  const [groups, setGroups] = useState(() =>
    proposal.grupos.map((g) => ({
      proveedor: g.proveedor,
      lines: g.lineas.map((l): GroupLine => ({ productoId: l.productoId, nombre: l.nombre, unidad: l.unidad, empaque: l.empaque, empaqueCantidad: l.empaqueCantidad, costoPaqueteCentavos: l.costoPaqueteCentavos, why: l })),
    })),
  );
  const [packs, setPacks] = useState<Record<string, string>>(() => Object.fromEntries(proposal.grupos.flatMap((g) => g.lineas.map((l) => [`${g.proveedor.id}:${l.productoId}`, String(l.paquetes)]))));
  const [chosen, setChosen] = useState<Record<number, boolean>>(() => Object.fromEntries(proposal.grupos.map((g) => [g.proveedor.id, g.lineas.some((l) => l.paquetes > 0)])));
  const create = trpc.purchases.create.useMutation({
    onSuccess: async (r) => {
      await utils.purchases.invalidate();
      await navigate({ to: '/compras', search: { estado: 'borrador' }, state: { aviso: r.mensaje } });
    },
  });
  const packsFor = (proveedorId: number) => Object.fromEntries(Object.entries(packs).filter(([k]) => k.startsWith(`${proveedorId}:`)).map(([k, v]) => [Number(k.split(':')[1]), v]));
  const ordenes = groups
    .filter((g) => chosen[g.proveedor.id])
    .map((g) => ({ proveedorId: g.proveedor.id, lineas: g.lines.map((l) => ({ productoId: l.productoId, paquetes: packsOf(packs[`${g.proveedor.id}:${l.productoId}`]) })).filter((l) => l.paquetes > 0) }))
    .filter((o) => o.lineas.length > 0);
  const total = groups
    .filter((g) => chosen[g.proveedor.id])
    .reduce((sum, g) => sum + g.lines.reduce((s, l) => s + packsOf(packs[`${g.proveedor.id}:${l.productoId}`]) * l.costoPaqueteCentavos, 0), 0);
  const others = (suppliers.data ?? []).filter((s) => !groups.some((g) => g.proveedor.id === s.id) && s.productos > 0);

  return (
    <>
      {groups.length === 0 && proposal.sinProveedor.length === 0 && <p className="muted">No hay pedidos confirmados para estos días: nada que comprar.</p>}
      {groups.map((g) => (
        <ProposalGroup
          key={g.proveedor.id}
          proveedor={g.proveedor}
          desde={desde}
          lines={g.lines}
          packs={packsFor(g.proveedor.id)}
          chosen={chosen[g.proveedor.id] ?? false}
          onChosen={(on) => setChosen((now) => ({ ...now, [g.proveedor.id]: on }))}
          onPacks={(productoId, typed) => setPacks((now) => ({ ...now, [`${g.proveedor.id}:${productoId}`]: typed }))}
          onAdd={(line) => {
            setGroups((now) => now.map((x) => (x.proveedor.id === g.proveedor.id ? { ...x, lines: [...x.lines, line] } : x)));
            setPacks((now) => ({ ...now, [`${g.proveedor.id}:${line.productoId}`]: '1' }));
            setChosen((now) => ({ ...now, [g.proveedor.id]: true }));
          }}
        />
      ))}
      {proposal.sinProveedor.length > 0 && (
        <section className="card warning" aria-labelledby="no-supplier-title">
          <h2 id="no-supplier-title">Sin proveedor</h2>
          <p className="muted small">Tienen pedidos pero ningún proveedor activo los vende: agrégalos a uno en «Proveedores».</p>
          <ul>
            {proposal.sinProveedor.map((l) => (
              <li key={l.productoId}>
                {l.nombre}: faltan {lotQuantityLabel(l.falta, l.unidad)}{' '}
                <Link to="/proveedores" search={{}} className="small">
                  Agregar a un proveedor
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <div className="actions no-print">
          <label>
            <span className="sr-only">Agregar otro proveedor</span>
            <select
              value=""
              onChange={(e) => {
                const s = others.find((x) => x.id === Number(e.target.value));
                if (s) setGroups((now) => [...now, { proveedor: { id: s.id, nombre: s.nombre, diasEntrega: s.diasEntrega, whatsapp: s.whatsapp, telefono: s.telefono, correo: s.correo }, lines: [] }]);
              }}
            >
              <option value="">+ Otro proveedor…</option>
              {others.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nombre}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <ErrorLine error={create.error} />
      <div className="actions create-bar no-print">
        <button type="button" disabled={ordenes.length === 0 || create.isPending} onClick={() => create.mutate({ desde, dias, ordenes })}>
          Crear órdenes ({ordenes.length})
        </button>
        <span className="muted">≈ {formatMXN(total)}</span>
      </div>
    </>
  );
}
