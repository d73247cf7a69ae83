import type { PgTable } from 'drizzle-orm/pg-core';
import { postgresKit } from '../platform/db/table-kit';
import { shopTables } from './tables';

/**
 * The shop's tables on PostgreSQL: the same declarations built with the PostgreSQL kit, each by name for
 * drizzle-kit (drizzle-pg.config.ts). Typed here as what they are; services use them under the SQLite
 * tables' types (platform/db/database.ts).
 */
const tables = shopTables(postgresKit) as unknown as Record<keyof ReturnType<typeof shopTables>, PgTable>;

export const {
  categorias, productos, productoSlugs, existencias,
  promociones, slides, articulos, traducciones,
  usuarios, verificacionesCorreo, passwordResets, saldoClientes, saldos,
  pedidos, pedidoLineas,
  pagosPrueba, clientesStripe, eventosWebhook, movimientosDinero, tarjetasGuardadas,
  correos,
  mensajesContacto,
  personal, codigosRecuperacion, sesionesPersonal, enlacesConfiguracion, auditoria,
  ajustes,
  intentosEntrega, cortesCaja, zonasEntrega, cuposEntrega,
  imagenes,
  facturas,
  cfdis,
  cfdiPedidos,
  listasPrecios, listaPrecioProductos, negocios, negocioPersonas, invitacionesNegocio, creditosNegocio, pagosCredito,
  pedidosRecurrentes, ocurrenciasRecurrentes, recordatoriosRecurrentes,
  proveedores, proveedorProductos, ordenesCompra, ordenCompraLineas, lotes, mermas, lineaLotes,
  avisos, carritosGuardados, recordatoriosEnviados,
  sustituciones,
  reportesProblema, reportesProblemaLineas,
  cambiosPedido,
  cupones, cuponUsos,
} = tables;
