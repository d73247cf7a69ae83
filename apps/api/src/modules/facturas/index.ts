export { canIssue, createFacturas, fiscalColumns, fiscalDataOf, requestedFactura, type Facturas } from './facturas';
export { sendFacturaFile } from './factura-reply';
