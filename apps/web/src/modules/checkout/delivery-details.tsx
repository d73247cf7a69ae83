import type { Order } from '@huerta/contracts';
import { deliveryLabel } from '@huerta/contracts/rules';
import type { CustomerData } from './customer-form';

/** Step 2: where the order goes and how we reach the shopper, as typed on step 1, to check before paying. */
export function DeliveryDetails({ cliente, pedido }: { cliente: CustomerData; pedido?: Order }) {
  const when = pedido ? deliveryLabel(pedido.dia_entrega, pedido.ventana) : null;
  const rows: [string, string][] = [
    ['Nombre', cliente.nombre],
    // The address's parts joined at step 1, postal code and references included (contracts/address.ts).
    ['Dirección', cliente.direccion],
    ...(when ? ([['Entrega', when]] as [string, string][]) : []),
    ['Teléfono', cliente.telefono],
    ['Email', cliente.email],
    ...(pedido?.factura ? ([['Factura', `${pedido.factura.rfc} · ${pedido.factura.razon_social}`]] as [string, string][]) : []),
  ];
  return (
    <section className="card-surface delivery" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">Datos de entrega</h2>
      <dl className="delivery__list">
        {rows.map(([label, value]) => (
          <div key={label} className="delivery__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
