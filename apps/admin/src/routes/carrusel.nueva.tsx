import { createFileRoute } from '@tanstack/react-router';
import { NewSlidePage } from '../modules/content/slide-form';

export const Route = createFileRoute('/carrusel/nueva')({ component: NewSlidePage });
