import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewPromotionPage } from '../modules/content/promotion-form';

export const Route = createFileRoute('/promociones/nueva')({
  // Optional: a product and a title to start from («Vence pronto»'s «Promoción» link, issue 46).
  validateSearch: z.object({ producto: z.number().int().positive().optional().catch(undefined), titulo: z.string().max(120).optional().catch(undefined) }),
  component: NewPromotionPage,
});
