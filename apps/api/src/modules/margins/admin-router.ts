import { marginReportInputSchema, orderIdInputSchema } from '@huerta/contracts';
import { adminRouterFactory, staffProcedure } from '../../trpc/admin';

/** What each sale earns (issue 46): the owner's only — costs never reach an employee, a driver or a customer. */
export const marginAdminProcedures = {
  margins: adminRouterFactory({
    report: staffProcedure('dueño')
      .input(marginReportInputSchema)
      .query(({ ctx, input }) => ctx.services.marginReports.report(input)),
    /** The dashboard's glance: this week's gross margin and waste. */
    week: staffProcedure('dueño').query(({ ctx }) => ctx.services.marginReports.week()),
    /** One order's margin, line by line (its detail page). */
    order: staffProcedure('dueño')
      .input(orderIdInputSchema)
      .query(({ ctx, input }) => ctx.services.orderMargin(input.id)),
  }),
};
