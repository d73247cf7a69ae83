import { createRootRoute } from '@tanstack/react-router';
import { Layout } from '../modules/layout/layout';

export const Route = createRootRoute({ component: Layout });
