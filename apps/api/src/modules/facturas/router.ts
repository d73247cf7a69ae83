import { limitedBy, router } from '../../trpc/trpc';
import { selfInvoiceServerSchema } from './self-invoice';

/** The storefront's face of the facturas module: «Facturar mi compra», for guests (no session: the ticket's data or the e-mail's link). */
export const facturaRouter = router({
  selfInvoice: limitedBy('selfInvoice')
    .input(selfInvoiceServerSchema)
    .mutation(({ ctx, input }) => ctx.services.selfInvoice.selfInvoice(input)),
});
