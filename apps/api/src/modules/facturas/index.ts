export { sendFacturaFile } from './factura-reply';
export { canIssue, createFacturas, fiscalColumns, fiscalDataOf, requestedFactura, type Facturas } from './facturas';
