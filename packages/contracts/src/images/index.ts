export * from './uploads';
export * from './image-sizes';
