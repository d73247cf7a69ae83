import { createAppRouter, type AppRouter } from '../router';
import { seedPageData } from '../lib/page-data';
import { getSession, subscribe } from '../lib/session';
import { appTree, newQueryClient } from './app-tree';

const queryClient = newQueryClient();

// Signing in or out changes the catalogue's prices (a business's people see their price list's): asked again.
let token = getSession().token;
subscribe(() => {
  if (getSession().token === token) return;
  token = getSession().token;
  void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('catalog') });
});

export const createRouter = () => {
  seedPageData(queryClient);
  return createAppRouter(queryClient);
};

export const app = (router: AppRouter) => appTree(router, queryClient);
