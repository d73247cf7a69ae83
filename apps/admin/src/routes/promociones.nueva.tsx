import { createFileRoute } from '@tanstack/react-router';
import { NewPromotionPage } from '../modules/content/promotion-form';

export const Route = createFileRoute('/promociones/nueva')({ component: NewPromotionPage });
