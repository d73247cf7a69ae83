export { sendFacturaFile } from './factura-reply';
export { canIssue, createFacturas, fiscalColumns, fiscalDataOf, requestedFactura, type Facturas } from './facturas';
export { createBilling, type Billing, type PacFactory } from './billing';
export { createStamping, type Stamping } from './stamping';
export { PacError, type PacProvider } from './pac/provider';
export { createFacturapiPac } from './pac/facturapi-pac';
export { createTestPac } from './pac/test-pac';
export { createPaymentComplements, type PaymentComplements } from './payment-complements';
export { createGlobalInvoice, type GlobalInvoice } from './global-invoice';
