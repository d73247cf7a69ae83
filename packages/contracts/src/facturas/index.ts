export * from './factura';
export * from './cfdi';
export * from './factura-list';
export * from './cfdi-document';
export * from './billing';
export * from './cfdi-amounts';
export * from './cfdi-build';
export * from './cfdi-pago';
