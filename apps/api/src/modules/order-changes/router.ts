import { orderChangeInputSchema, orderChangeLinkInputSchema, orderChangeViewInputSchema } from '@huerta/contracts';
import { limitedBy, resolveUser, router } from '../../trpc/trpc';

/**
 * «Modificar pedido» (issue 47): its signed-in owner, or whoever holds the order's signed link (`enlace`),
 * sees the order as it may change, previews the server's new totals and saves the change.
 */
export const orderChangeRouter = router({
  /** The guest's order page: the order's signed change link while it can change (its payment's client secret proves it). */
  link: limitedBy('payment').input(orderChangeLinkInputSchema).query(({ ctx, input }) => ctx.services.orderChanges.linkFor(input)),
  view: limitedBy('payment').use(resolveUser).input(orderChangeViewInputSchema).query(({ ctx, input }) => ctx.services.orderChanges.view(input, ctx.user?.id ?? null)),
  preview: limitedBy('payment').use(resolveUser).input(orderChangeInputSchema).mutation(({ ctx, input }) => ctx.services.orderChanges.preview(input, ctx.user?.id ?? null)),
  save: limitedBy('payment').use(resolveUser).input(orderChangeInputSchema).mutation(({ ctx, input }) => ctx.services.orderChanges.apply(input, ctx.user?.id ?? null)),
});
