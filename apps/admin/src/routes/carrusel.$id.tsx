import { createFileRoute } from '@tanstack/react-router';
import { EditSlidePage } from '../modules/content/slide-form';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/carrusel/$id')({
  params: idParams,
  component: EditSlidePage,
});
