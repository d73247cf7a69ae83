export * from './image-sizes';
