import { createFileRoute } from '@tanstack/react-router';
import { EditProductPage } from '../modules/catalog/product-form';
import { productsSearchSchema } from '../modules/catalog/products-search';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/productos/$id')({
  params: idParams,
  validateSearch: productsSearchSchema,
  component: EditProductPage,
});
