import type { inferRouterOutputs } from '@trpc/server';
import type { AdminRouter } from '@huerta/api/admin-router';

/** A driver's day as the API answers it, and one of its stops (shared by the stop card and its forms). */
export type RouteDay = inferRouterOutputs<AdminRouter>['route']['day'];
export type Stop = RouteDay['paradas'][number];
