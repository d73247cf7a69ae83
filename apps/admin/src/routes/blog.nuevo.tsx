import { createFileRoute } from '@tanstack/react-router';
import { NewArticlePage } from '../modules/content/article-form';

export const Route = createFileRoute('/blog/nuevo')({ component: NewArticlePage });
