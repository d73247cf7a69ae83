import { createFileRoute } from '@tanstack/react-router';
import { NewProductPage } from '../modules/catalog/product-form';
import { productsSearchSchema } from '../modules/catalog/products-search';

export const Route = createFileRoute('/productos/nuevo')({
  validateSearch: productsSearchSchema,
  component: NewProductPage,
});
