import { createFileRoute } from '@tanstack/react-router';
import { EditPromotionPage } from '../modules/content/promotion-form';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/promociones/$id')({
  params: idParams,
  component: EditPromotionPage,
});
