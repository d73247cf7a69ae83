import { createFileRoute } from '@tanstack/react-router';
import { EditArticlePage } from '../modules/content/article-form';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/blog/$id')({
  params: idParams,
  component: EditArticlePage,
});
