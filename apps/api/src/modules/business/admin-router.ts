import {
  businessCreateSchema,
  businessCreditSchema,
  businessDecisionSchema,
  businessIdSchema,
  businessListInputSchema,
  businessListSchema,
  creditPaymentSchema,
  priceListCsvInputSchema,
  priceListFieldsSchema,
  priceListIdSchema,
  priceListLinesInputSchema,
  priceListUpdateSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';
import { priceListCsv, readPriceListCsv } from './price-list-csv';
import { badRequest } from '../../platform/errors';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const businessAdminProcedures = {
  /** Business accounts (issue 34): applications to review, approved and declined ones (the owner decides). */
  businesses: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(businessListInputSchema)
      .query(({ ctx, input }) => ctx.services.businesses.list(input.estado)),
    create: staffProcedure('dueño')
      .input(businessCreateSchema)
      .mutation(({ ctx, input }) => ctx.services.businesses.create(input, sessionOf(ctx).staff)),
    decide: staffProcedure('dueño')
      .input(businessDecisionSchema)
      .mutation(({ ctx, input }) => ctx.services.businesses.decide(input, sessionOf(ctx).staff)),
    /** Buying on account: terms and limit (the owner's), payments received, overdue, the statement. */
    setCredit: staffProcedure('dueño')
      .input(businessCreditSchema)
      .mutation(({ ctx, input }) => ctx.services.credit.setTerms(input, sessionOf(ctx).staff)),
    credit: staffProcedure('empleado').query(({ ctx }) => ctx.services.credit.overview()),
    statement: staffProcedure('empleado')
      .input(businessIdSchema)
      .query(({ ctx, input }) => ctx.services.credit.statement(input.id)),
    sendStatement: staffProcedure('dueño')
      .input(businessIdSchema)
      .mutation(({ ctx, input }) => ctx.services.credit.sendStatement(input.id)),
    recordPayment: staffProcedure('dueño')
      .input(creditPaymentSchema)
      .mutation(({ ctx, input }) => ctx.services.credit.recordPayment(input, sessionOf(ctx).staff)),
    setList: staffProcedure('dueño')
      .input(businessListSchema)
      .mutation(({ ctx, input }) => ctx.services.businesses.setList(input, sessionOf(ctx).staff)),
  }),
  /** Wholesale price lists (issue 34): the owner's; staff may read them. */
  priceLists: adminRouterFactory({
    list: staffProcedure('empleado').query(({ ctx }) => ctx.services.priceLists.list()),
    get: staffProcedure('empleado')
      .input(priceListIdSchema)
      .query(({ ctx, input }) => ctx.services.priceLists.detail(input.id)),
    create: staffProcedure('dueño')
      .input(priceListFieldsSchema)
      .mutation(({ ctx, input }) => ctx.services.priceLists.create(input, sessionOf(ctx).staff)),
    update: staffProcedure('dueño')
      .input(priceListUpdateSchema)
      .mutation(({ ctx, input }) => ctx.services.priceLists.update(input, sessionOf(ctx).staff)),
    remove: staffProcedure('dueño')
      .input(priceListIdSchema)
      .mutation(({ ctx, input }) => ctx.services.priceLists.remove(input.id, sessionOf(ctx).staff)),
    saveLines: staffProcedure('dueño')
      .input(priceListLinesInputSchema)
      .mutation(({ ctx, input }) => ctx.services.priceLists.saveLines(input, sessionOf(ctx).staff)),
    /** The list as CSV text (the page downloads it as a file). */
    exportCsv: staffProcedure('empleado')
      .input(priceListIdSchema)
      .query(async ({ ctx, input }) => priceListCsv(await ctx.services.priceLists.detail(input.id))),
    /** A CSV of lines: all applied, or nothing when any row is bad (each bad row said). */
    importCsv: staffProcedure('dueño')
      .input(priceListCsvInputSchema)
      .mutation(async ({ ctx, input }) => {
        const { lineas, errores } = readPriceListCsv(input.csv);
        if (errores.length) throw badRequest(`El archivo tiene ${errores.length} fila(s) con errores; no se guardó nada. ${errores.slice(0, 5).map((e) => `Fila ${e.fila}: ${e.motivo}`).join(' · ')}`);
        if (lineas.length === 0) throw badRequest('El archivo no tiene filas.');
        return ctx.services.priceLists.saveLines({ id: input.id, lineas }, sessionOf(ctx).staff);
      }),
  }),
};
