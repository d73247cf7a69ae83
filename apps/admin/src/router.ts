import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

// One file per screen under routes/ (TanStack Router's file routes, as apps/web); the tree is generated.
export const router = createRouter({ routeTree, basepath: '/admin', defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  /** What a page tells the next one it sends you to («Producto guardado»): shown by the frame (modules/layout/toast.tsx). */
  interface HistoryState {
    aviso?: string;
  }
}
