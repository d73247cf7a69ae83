import { sqliteKit } from '../platform/db/table-kit';
import { shopTables } from './tables';

/** The shop's tables on SQLite, each by name: what services are typed with (platform/db/database.ts `Tables`) and drizzle-kit reads (drizzle.config.ts). */
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
} = shopTables(sqliteKit);
