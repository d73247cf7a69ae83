export * from './common';
export * from './money';
export * from './text';
export * from './iva';
export * from './weight';
export * from './address';
export * from './phone';
export * from './slug';
