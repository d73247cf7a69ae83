export { canIssue, createFacturas, fiscalColumns, fiscalDataOf, requestedFactura, type Facturas } from './facturas';
export { facturaRoutes, sendFacturaFile } from './rest';
export { facturasAdminProcedures } from './admin-router';
