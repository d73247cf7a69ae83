import { deliveryDayLabel, lotQuantityLabel, type LotUnit } from '@huerta/contracts';
import { phoneLinks } from '@huerta/contracts/rules';

/** What the supplier reads of an order: never a cost (the shop's copy has those), only what to bring and when. */
export interface PurchaseMessageInput {
  id: number;
  tienda: string;
  proveedor: { nombre: string; contacto: string | null };
  llegada: string | null;
  notas: string | null;
  lineas: { nombre: string; paquetes: number; empaque: string; cantidad: number; unidad: LotUnit }[];
}

/**
 * The order as Spanish text, one line per product: «3 × caja de 10 kg — Jitomate saladet (30 kg)», the day
 * it should arrive and the shop's name. Stored names go in by template only (never as a replacement string),
 * and the text is URL-encoded as a whole for the wa.me link: a «&» or a «$» in a name stays text.
 */
export function purchaseMessage(o: PurchaseMessageInput): string {
  const lines = o.lineas.map((l) => `• ${l.paquetes} × ${l.empaque} — ${l.nombre} (${lotQuantityLabel(l.cantidad, l.unidad)})`);
  return [
    `Hola ${o.proveedor.contacto ?? o.proveedor.nombre}, le enviamos nuestro pedido de ${o.tienda}:`,
    '',
    `Orden de compra #${o.id}`,
    ...lines,
    '',
    o.llegada ? `Lo necesitamos el ${deliveryDayLabel(o.llegada)}.` : null,
    o.notas ? `Notas: ${o.notas}` : null,
    '',
    `Gracias, ${o.tienda}`,
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
}

/** The wa.me link that opens the supplier's chat with the order typed in; null when its number is not a Mexican one. */
export function whatsappLink(phone: string, text: string): string | null {
  const link = phoneLinks(phone)?.whatsapp;
  return link ? `${link}?text=${encodeURIComponent(text)}` : null;
}
