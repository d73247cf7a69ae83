import { ORDER_STATE_LABELS, SHIPPING_IVA_RATE, ivaIncludedCentavos, type OrderState } from '@huerta/contracts';
import { csvField, csvMoney, csvRecord } from '../../platform/csv';

// The columns of the orders export, for the bookkeeper (amounts, RFC) and the dispatcher (where, when,
// how many items). Header and cell are written side by side so they cannot drift apart.

/** One order as the export reads it (export.ts): the stored row, its factura's receiver and its item count. */
export interface ExportedOrder {
  id: number;
  creado: string;
  estado: string;
  nombre: string;
  email: string;
  telefono: string;
  direccion: string;
  codigoPostal: string | null;
  zona: string | null;
  diaEntrega: string | null;
  ventana: string | null;
  ventanaNombre: string | null;
  articulos: number;
  subtotalCentavos: number;
  /** The discount code used (issue 47) and what it took off the lines. */
  cuponCodigo: string | null;
  descuentoCentavos: number;
  envioCentavos: number;
  totalCentavos: number;
  /** Sold by weight: the order as packed (null until every weighed line is weighed, and for orders without). */
  totalFinalCentavos: number | null;
  rfc: string | null;
  razonSocial: string | null;
  pagadoEn: string | null;
  canceladoEn: string | null;
  reembolsadoEn: string | null;
  /** The order's line totals by IVA rate (less a code's discount), with the IVA each includes (export.ts sums it per line). */
  impuestos: LineTaxes[];
}

export interface LineTaxes {
  tasa: number;
  totalCentavos: number;
  ivaCentavos: number;
}

/** Base and IVA at one rate, the delivery fee counted at its own rate (contracts/iva.ts). */
function atRate(o: ExportedOrder, tasa: number): { base: number; iva: number } {
  const lines = o.impuestos.filter((t) => t.tasa === tasa);
  let total = lines.reduce((s, t) => s + t.totalCentavos, 0);
  let iva = lines.reduce((s, t) => s + t.ivaCentavos, 0);
  if (tasa === SHIPPING_IVA_RATE && o.envioCentavos > 0) {
    total += o.envioCentavos;
    iva += ivaIncludedCentavos(o.envioCentavos, tasa);
  }
  return { base: total - iva, iva };
}

type LocalTime = (iso: string | null) => string | null;

/**
 * Stored instants (ISO, UTC) as «AAAA-MM-DD HH:MM» on the shop's clock, as the back office's screens show
 * them — a spreadsheet reads that as a date and time. The server runs in the shop's zone (server.ts sets
 * TZ), so the Date's local fields are the shop's; Intl, which costs ~9 MB of ICU data, is only the fallback.
 */
export function shopLocalTime(timeZone: string): LocalTime {
  const pad = (n: number) => String(n).padStart(2, '0');
  let fields: (d: Date) => string;
  if (process.env.TZ === timeZone) {
    fields = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  } else {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fields = (d) => {
      const f = Object.fromEntries(format.formatToParts(d).map((p) => [p.type, p.value]));
      return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}`;
    };
  }
  return (iso) => {
    if (iso === null) return null;
    const d = new Date(iso);
    // A value that is no instant is shown as stored rather than as «NaN».
    return Number.isNaN(d.getTime()) ? iso : fields(d);
  };
}

/** «Tijuana» from America/Tijuana: the zone named in the headers, so nobody takes the times for UTC. */
const cityOf = (timeZone: string) => timeZone.split('/').at(-1)!.replaceAll('_', ' ');

/**
 * The header and a writer of records for the shop's zone. Money cells are numbers (csvMoney), ids and
 * counts plain integers, the rest quoted text. Postal codes stay as typed; a spreadsheet may show
 * «06700» as 6700, which only matters outside Baja California (2xxxx).
 */
export function ordersCsv(timeZone: string) {
  const local = shopLocalTime(timeZone);
  const hora = `(hora de ${cityOf(timeZone)})`;
  const text = (v: string | null) => csvField(v);
  const columns: [string, (o: ExportedOrder) => string][] = [
    ['Pedido', (o) => String(o.id)],
    [`Creado ${hora}`, (o) => text(local(o.creado))],
    ['Estado', (o) => text(ORDER_STATE_LABELS[o.estado as OrderState] ?? o.estado)],
    ['Cliente', (o) => text(o.nombre)],
    ['Correo', (o) => text(o.email)],
    ['Teléfono', (o) => text(o.telefono)],
    ['Dirección', (o) => text(o.direccion)],
    ['Código postal', (o) => text(o.codigoPostal)],
    ['Zona', (o) => text(o.zona)],
    ['Día de entrega', (o) => text(o.diaEntrega)],
    // The window's name when the order was placed; its key only on rows from before names were kept.
    ['Ventana', (o) => text(o.ventanaNombre ?? o.ventana)],
    ['Artículos', (o) => String(o.articulos)],
    ['Subtotal (MXN)', (o) => csvMoney(o.subtotalCentavos)],
    // total = subtotal − descuento + envío.
    ['Cupón', (o) => text(o.cuponCodigo)],
    ['Descuento (MXN)', (o) => csvMoney(o.descuentoCentavos)],
    ['Envío (MXN)', (o) => csvMoney(o.envioCentavos)],
    ['Total (MXN)', (o) => csvMoney(o.totalCentavos)],
    // Estimated and final side by side: a weighed order is charged what was packed.
    ['Total final (MXN)', (o) => csvMoney(o.totalFinalCentavos ?? o.totalCentavos)],
    // What a bookkeeper declares: the bases by rate and the IVA they include (prices include it).
    ['Base IVA 0 % (MXN)', (o) => csvMoney(atRate(o, 0).base)],
    ['Base IVA 8 % (MXN)', (o) => csvMoney(atRate(o, 8).base)],
    ['IVA 8 % (MXN)', (o) => csvMoney(atRate(o, 8).iva)],
    ['Base IVA 16 % (MXN)', (o) => csvMoney(atRate(o, 16).base)],
    ['IVA 16 % (MXN)', (o) => csvMoney(atRate(o, 16).iva)],
    ['RFC', (o) => text(o.rfc)],
    ['Razón social', (o) => text(o.razonSocial)],
    [`Pagado ${hora}`, (o) => text(local(o.pagadoEn))],
    [`Cancelado ${hora}`, (o) => text(local(o.canceladoEn))],
    [`Reembolsado ${hora}`, (o) => text(local(o.reembolsadoEn))],
  ];
  return {
    header: csvRecord(columns.map(([name]) => csvField(name))),
    record: (o: ExportedOrder) => csvRecord(columns.map(([, cell]) => cell(o))),
  };
}
