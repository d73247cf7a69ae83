import type { Order } from '@huerta/contracts';
import { t } from '../../i18n/i18n';
import { slotLabel } from '../delivery/delivery-labels';
import type { CustomerData } from './customer-form';

/**
 * The address as joined at step 1 (contracts/address.ts `joinAddress`: «Av. Reforma 123, Zona Centro, C.P.
 * 22800. Referencias: portón verde»), its one word said in the page's language.
 */
function addressText({ direccion, referencias }: CustomerData): string {
  const refs = referencias.trim();
  const suffix = `. Referencias: ${refs}`;
  if (!refs || !direccion.endsWith(suffix)) return direccion;
  return t('{direccion}. Referencias: {referencias}', { direccion: direccion.slice(0, -suffix.length), referencias: refs });
}

/** Step 2: where the order goes and how we reach the shopper, as typed on step 1, to check before paying. */
export function DeliveryDetails({ cliente, pedido }: { cliente: CustomerData; pedido?: Order }) {
  const when = pedido ? slotLabel(pedido.dia_entrega, pedido.ventana) : null;
  const rows: [string, string][] = [
    [t('Nombre'), cliente.nombre],
    // The address's parts joined at step 1, postal code and references included (contracts/address.ts).
    [t('Dirección'), addressText(cliente)],
    ...(when ? ([[t('Entrega'), when]] as [string, string][]) : []),
    [t('Teléfono'), cliente.telefono],
    [t('Email'), cliente.email],
    ...(pedido?.factura ? ([[t('Factura'), `${pedido.factura.rfc} · ${pedido.factura.razon_social}`]] as [string, string][]) : []),
  ];
  return (
    <section className="card-surface delivery" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">{t('Datos de entrega')}</h2>
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
