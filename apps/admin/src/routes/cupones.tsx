import { COUPON_KIND_LABELS, formatMXN } from '@huerta/contracts/rules';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DataTable, NUM, col } from '../lib/data-table';
import { ErrorLine } from '../lib/error-line';
import { trpc, type Outputs } from '../lib/trpc';
import { CouponForm } from '../modules/coupons/coupon-form';

type Coupon = Outputs['coupons']['list'][number];

export const Route = createFileRoute('/cupones')({ component: CouponsPage });

const valueOf = (c: Coupon) => (c.tipo === 'porcentaje' ? `${c.valor} %` : c.tipo === 'monto' ? formatMXN(c.valor) : 'Envío gratis');
const datesOf = (c: Coupon) => (c.desde || c.hasta ? `${c.desde ?? '…'} a ${c.hasta ?? '…'}` : 'Siempre');
const limitsOf = (c: Coupon) =>
  [c.minimoCentavos !== null ? `mín. ${formatMXN(c.minimoCentavos)}` : '', c.usosPorCliente !== null ? `${c.usosPorCliente} por cliente` : '', c.primerPedido ? 'primer pedido' : '', c.categorias.length ? `${c.categorias.length} categ.` : '', c.zonas.length ? `${c.zonas.length} zonas` : '', c.clientes.length ? `${c.clientes.length} clientes` : '']
    .filter(Boolean)
    .join(' · ') || '—';

/**
 * «Cupones» (issue 47, the owner's): every code with its uses (orders not cancelled: a cancelled one gives its
 * use back) and what they took off; «Nuevo cupón» (N) and each row's «Editar» open the form above the list.
 */
function CouponsPage() {
  const list = trpc.coupons.list.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<Coupon | 'nuevo' | null>(null);
  // «N» anywhere on the page but a field: a new code.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.target instanceof HTMLTextAreaElement;
      if (e.key === 'n' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing) {
        e.preventDefault();
        setEditing((now) => now ?? 'nuevo');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const deactivate = trpc.coupons.update.useMutation({ onSuccess: () => utils.coupons.invalidate() });
  const off = (c: Coupon) => {
    const { id, usos: _u, descuentoTotalCentavos: _d, ...fields } = c;
    deactivate.mutate({ id, ...fields, descripcion: fields.descripcion ?? undefined, activo: false });
  };
  const columns = [
    col<Coupon>('codigo', 'Código', (c) => <strong>{c.codigo}</strong>),
    col<Coupon>('tipo', 'Tipo', (c) => `${COUPON_KIND_LABELS[c.tipo]}: ${valueOf(c)}`),
    col<Coupon>('vigencia', 'Vigencia', datesOf),
    col<Coupon>('condiciones', 'Condiciones', limitsOf),
    col<Coupon>('usos', 'Usos', (c) => (c.usosMax === null ? String(c.usos) : `${c.usos} / ${c.usosMax}`), NUM),
    col<Coupon>('descuento', 'Descontado', (c) => formatMXN(c.descuentoTotalCentavos), NUM),
    col<Coupon>('estado', 'Estado', (c) => (c.activo ? 'Activo' : 'Inactivo')),
    col<Coupon>('acciones', 'Acciones', (c) => (
      <span className="actions">
        <button type="button" className="secondary" onClick={() => setEditing(c)} aria-label={`Editar ${c.codigo}`}>
          Editar
        </button>
        {c.activo && (
          <button type="button" className="secondary" onClick={() => off(c)} disabled={deactivate.isPending} aria-label={`Desactivar ${c.codigo}`}>
            Desactivar
          </button>
        )}
      </span>
    )),
  ];
  return (
    <section aria-labelledby="coupons-title">
      <h1 id="coupons-title">Cupones</h1>
      <p className="muted">Un cupón por pedido; se aplica después de las promociones y nunca a los productos con precio de lista de un negocio. Un pedido cancelado devuelve su uso.</p>
      {editing === null ? (
        <p className="actions">
          <button type="button" onClick={() => setEditing('nuevo')} aria-keyshortcuts="N">
            Nuevo cupón
          </button>
          <span className="muted small">N: nuevo cupón</span>
        </p>
      ) : (
        <CouponForm key={editing === 'nuevo' ? 'nuevo' : editing.id} coupon={editing === 'nuevo' ? undefined : editing} onDone={() => setEditing(null)} />
      )}
      <ErrorLine error={list.error ?? deactivate.error} />
      {list.data && list.data.length === 0 && <p className="muted">Aún no hay cupones.</p>}
      {list.data && list.data.length > 0 && <DataTable className="coupons-table" data={list.data} columns={columns} rowKey={(c) => c.id} />}
    </section>
  );
}
