import {
  deliverySettingsSchema,
  updateZoneInputSchema,
  zoneFieldsSchema,
  shopSettingsSchema,
  paymentSettingsSchema,
  routeReorderInputSchema,
  weighLineInputSchema,
  routeStopInputSchema,
  routeDayInputSchema,
  deliverInputSchema,
  failDeliveryInputSchema,
  assignDriverInputSchema,
  cashReportInputSchema,
  reconcileCashInputSchema,
  simulatePaymentInputSchema,
  weightSettingsSchema,
  businessListInputSchema,
  demandInputSchema,
  businessDecisionSchema,
  businessCreateSchema,
  businessListSchema,
  businessCreditSchema,
  businessIdSchema,
  creditPaymentSchema,
  priceListFieldsSchema,
  priceListUpdateSchema,
  priceListIdSchema,
  priceListLinesInputSchema,
  priceListCsvInputSchema,
  shopTextInputSchema,
  updateShopTextInputSchema,
  articleFieldsSchema,
  articleIdInputSchema,
  updateArticleInputSchema,
  createProductInputSchema,
  priceDayInputSchema,
  productIdInputSchema,
  productListInputSchema,
  updateProductInputSchema,
  auditListInputSchema,
  changeStaffPasswordInputSchema,
  confirmPasswordInputSchema,
  customerIdInputSchema,
  customerListInputSchema,
  totpCodeInputSchema,
  twoFactorPolicyInputSchema,
  addStaffInputSchema,
  revokeSessionInputSchema,
  staffIdInputSchema,
  updateStaffInputSchema,
  adminOrderListInputSchema,
  messageIdInputSchema,
  messageListInputSchema,
  replyMessageInputSchema,
  moveOrdersInputSchema, revertOrdersInputSchema, orderIdInputSchema, pickListInputSchema, setupOwnerInputSchema, staffLoginInputSchema,
  promotionFieldsSchema,
  promotionIdInputSchema,
  updatePromotionInputSchema,
  reorderSlidesInputSchema,
  slideFieldsSchema,
  slideIdInputSchema,
  updateSlideInputSchema,
  facturaListInputSchema,
  saveTranslationInputSchema,
  translationListInputSchema } from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from './modules/staff';
import { priceListCsv, readPriceListCsv } from './modules/business';
import { badRequest } from './platform/errors';

/** The back office's API, served at /admin/trpc (apps/admin imports `AdminRouter`). */
export const adminRouter = adminRouterFactory({
  auth: adminRouterFactory({
    setup: staffProcedure('público')
      .input(setupOwnerInputSchema)
      .mutation(async ({ ctx, input }) => {
        const { token, staff } = await ctx.services.staff.setupOwner(input, { ip: ctx.ip, agent: ctx.agent });
        ctx.setSession(token);
        return staff;
      }),
    login: staffProcedure('público')
      .input(staffLoginInputSchema)
      .mutation(async ({ ctx, input }) => {
        const result = await ctx.services.staff.login(input, { ip: ctx.ip, agent: ctx.agent });
        if ('paso' in result) return result;
        ctx.setSession(result.token);
        return result.staff;
      }),
    logout: staffProcedure('empleado', { beforeTwoFactor: true }).mutation(async ({ ctx }) => {
      await ctx.services.staff.logout(sessionOf(ctx).sessionId);
      ctx.setSession(null);
      return { message: 'Sesión cerrada.' };
    }),
    me: staffProcedure('empleado', { beforeTwoFactor: true }).query(({ ctx }) => {
      const { staff, needsTwoFactor } = sessionOf(ctx);
      // The shop's time zone: the back office shows the shop's days and hours on any device.
      return { ...staff, needsTwoFactor, zonaHoraria: ctx.services.config.timezone };
    }),
  }),
  /** My account: password and two-step verification (reachable before the mandatory second step is on). */
  account: adminRouterFactory({
    changePassword: staffProcedure('empleado', { beforeTwoFactor: true })
      .input(changeStaffPasswordInputSchema)
      .mutation(({ ctx, input }) => ctx.services.staff.changePassword(input, sessionOf(ctx))),
    twoFactor: staffProcedure('empleado', { beforeTwoFactor: true }).query(({ ctx }) => ctx.services.twoFactor.status(sessionOf(ctx).staff)),
    startTwoFactor: staffProcedure('empleado', { beforeTwoFactor: true }).mutation(({ ctx }) => ctx.services.twoFactor.start(sessionOf(ctx).staff)),
    confirmTwoFactor: staffProcedure('empleado', { beforeTwoFactor: true })
      .input(totpCodeInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.confirm(sessionOf(ctx).staff, input.codigo)),
    newRecoveryCodes: staffProcedure('empleado')
      .input(confirmPasswordInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.newRecoveryCodes(sessionOf(ctx).staff, input.password)),
    disableTwoFactor: staffProcedure('empleado')
      .input(confirmPasswordInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.disable(sessionOf(ctx).staff, input.password)),
  }),
  customers: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(customerListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminCustomers.list(input)),
    get: staffProcedure('empleado')
      .input(customerIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminCustomers.get(input.id)),
  }),
  /** The catalogue: staff and owner alike (prices change every morning, strawberries run out by noon). */
  products: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(productListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminProducts.list(input)),
    get: staffProcedure('empleado')
      .input(productIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminProducts.get(input.id)),
    create: staffProcedure('empleado')
      .input(createProductInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.create(input, sessionOf(ctx).staff)),
    update: staffProcedure('empleado')
      .input(updateProductInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.update(input.id, input.producto, sessionOf(ctx).staff)),
    archive: staffProcedure('empleado')
      .input(productIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.archive(input.id, true, sessionOf(ctx).staff)),
    restore: staffProcedure('empleado')
      .input(productIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.archive(input.id, false, sessionOf(ctx).staff)),
    table: staffProcedure('empleado').query(({ ctx }) => ctx.services.adminProducts.table()),
    priceDay: staffProcedure('empleado')
      .input(priceDayInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.priceDay(input, sessionOf(ctx).staff)),
  }),
  /** The blog: staff write and publish articles. */
  articles: adminRouterFactory({
    list: staffProcedure('empleado').query(({ ctx }) => ctx.services.adminArticles.list()),
    get: staffProcedure('empleado')
      .input(articleIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminArticles.get(input.id)),
    create: staffProcedure('empleado')
      .input(articleFieldsSchema)
      .mutation(({ ctx, input }) => ctx.services.adminArticles.create(input, sessionOf(ctx).staff)),
    update: staffProcedure('empleado')
      .input(updateArticleInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminArticles.update(input.id, input.articulo, sessionOf(ctx).staff)),
  }),
  /** Promotions and the home page's carousel: staff keep them, as they do the blog. */
  promotions: adminRouterFactory({
    list: staffProcedure('empleado').query(({ ctx }) => ctx.services.adminPromotions.list()),
    get: staffProcedure('empleado')
      .input(promotionIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminPromotions.get(input.id)),
    create: staffProcedure('empleado')
      .input(promotionFieldsSchema)
      .mutation(({ ctx, input }) => ctx.services.adminPromotions.create(input, sessionOf(ctx).staff)),
    update: staffProcedure('empleado')
      .input(updatePromotionInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminPromotions.update(input.id, input.promocion, sessionOf(ctx).staff)),
    remove: staffProcedure('empleado')
      .input(promotionIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminPromotions.remove(input.id, sessionOf(ctx).staff)),
  }),
  slides: adminRouterFactory({
    list: staffProcedure('empleado').query(({ ctx }) => ctx.services.adminSlides.list()),
    get: staffProcedure('empleado')
      .input(slideIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminSlides.get(input.id)),
    create: staffProcedure('empleado')
      .input(slideFieldsSchema)
      .mutation(({ ctx, input }) => ctx.services.adminSlides.create(input, sessionOf(ctx).staff)),
    update: staffProcedure('empleado')
      .input(updateSlideInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminSlides.update(input.id, input.slide, sessionOf(ctx).staff)),
    remove: staffProcedure('empleado')
      .input(slideIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminSlides.remove(input.id, sessionOf(ctx).staff)),
    reorder: staffProcedure('empleado')
      .input(reorderSlidesInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminSlides.reorder(input, sessionOf(ctx).staff)),
  }),
  /** The shop's content in English («Traducciones»): whoever edits the products may translate. */
  translations: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(translationListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminTranslations.list(input)),
    save: staffProcedure('empleado')
      .input(saveTranslationInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminTranslations.save(input, sessionOf(ctx).staff)),
  }),
  /** Where and when the shop delivers: the owner's. */
  delivery: adminRouterFactory({
    zones: staffProcedure('dueño').query(({ ctx }) => ctx.services.adminDelivery.zones()),
    createZone: staffProcedure('dueño')
      .input(zoneFieldsSchema)
      .mutation(({ ctx, input }) => ctx.services.adminDelivery.createZone(input, sessionOf(ctx).staff)),
    updateZone: staffProcedure('dueño')
      .input(updateZoneInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminDelivery.updateZone(input.id, input.zona, sessionOf(ctx).staff)),
    calendar: staffProcedure('dueño').query(({ ctx }) => ctx.services.adminDelivery.calendar()),
    updateCalendar: staffProcedure('dueño')
      .input(deliverySettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.adminDelivery.updateCalendar(input, sessionOf(ctx).staff)),
  }),
  /** The shop's name, contact data and shipping rule: the owner's. */
  shop: adminRouterFactory({
    get: staffProcedure('dueño').query(({ ctx }) => ctx.services.shopSettings.current()),
    update: staffProcedure('dueño')
      .input(shopSettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.shopSettings.update(input, sessionOf(ctx).staff)),
  }),
  /** «Qué comprar» (issue 34): the coming days' demand by product, for the buyer. */
  demand: staffProcedure('empleado')
    .input(demandInputSchema)
    .query(({ ctx, input }) => ctx.services.demand.coming(input)),
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
  /** «Formas de pago»: the methods the checkout offers and pay on delivery's limits (the owner's). */
  payments: adminRouterFactory({
    get: staffProcedure('dueño').query(({ ctx }) => ctx.services.paymentSettings.current()),
    update: staffProcedure('dueño')
      .input(paymentSettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.paymentSettings.update(input, sessionOf(ctx).staff)),
    /** «Venta por peso»: the weighing tolerance and the margin held over weighed lines. */
    weight: staffProcedure('dueño').query(({ ctx }) => ctx.services.weightSettings.current()),
    updateWeight: staffProcedure('dueño')
      .input(weightSettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.weightSettings.update(input, sessionOf(ctx).staff)),
  }),
  /** The FAQ, terms and privacy texts (Markdown with {marcadores}): the owner's. */
  texts: adminRouterFactory({
    list: staffProcedure('dueño').query(({ ctx }) => ctx.services.shopTexts.list()),
    update: staffProcedure('dueño')
      .input(updateShopTextInputSchema)
      .mutation(({ ctx, input }) => ctx.services.shopTexts.update(input, sessionOf(ctx).staff)),
    reset: staffProcedure('dueño')
      .input(shopTextInputSchema)
      .mutation(({ ctx, input }) => ctx.services.shopTexts.reset(input.clave, sessionOf(ctx).staff)),
  }),
  audit: staffProcedure('dueño')
    .input(auditListInputSchema)
    .query(({ ctx, input }) => ctx.services.auditLog.list(input)),
  /** Facturas waiting to be issued and those issued (the files go through admin/factura-routes.ts). */
  facturas: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(facturaListInputSchema)
      .query(({ ctx, input }) => ctx.services.facturas.list(input)),
    pending: staffProcedure('empleado').query(({ ctx }) => ctx.services.facturas.pending()),
  }),
  orders: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(adminOrderListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminOrders.list(input)),
    get: staffProcedure('empleado')
      .input(orderIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminOrders.get(input.id)),
    move: staffProcedure('empleado')
      .input(moveOrdersInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminOrders.move(input, sessionOf(ctx).staff)),
    /** «Deshacer» / «Regresar a …»: a correction, for staff too (audited, no e-mail to the customer). */
    revert: staffProcedure('empleado')
      .input(revertOrdersInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminOrders.revert(input, sessionOf(ctx).staff)),
    pickList: staffProcedure('empleado')
      .input(pickListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminOrders.pickList(input)),
    /** A weighed line's real weight at packing (issue 35). */
    weigh: staffProcedure('empleado')
      .input(weighLineInputSchema)
      .mutation(({ ctx, input }) => ctx.services.weighing.weigh(input, sessionOf(ctx).staff)),
    /** Test mode only: an OXXO voucher or SPEI transfer received (404 with Stripe). */
    simulatePayment: staffProcedure('empleado')
      .input(simulatePaymentInputSchema)
      .mutation(({ ctx, input }) => ctx.services.simulatePayment(input, sessionOf(ctx).staff)),
    /** Packed over what was held or paid: e-mails the shopper a link to pay the difference. */
    requestDifference: staffProcedure('empleado')
      .input(orderIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.packedDifference.request(input.id, sessionOf(ctx).staff)),
    retryRefund: staffProcedure('dueño')
      .input(orderIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminOrders.retryRefund(input.id, sessionOf(ctx).staff)),
  }),
  /** The driver's day: their own stops of a day, today's by default (any staff member can drive; a «repartidor» only this), or a driver's to look at. */
  route: adminRouterFactory({
    day: staffProcedure('repartidor')
      .input(routeDayInputSchema.optional())
      .query(({ ctx, input }) => ctx.services.driverRoute.day(sessionOf(ctx).staff, input)),
    reorder: staffProcedure('repartidor')
      .input(routeReorderInputSchema)
      .mutation(({ ctx, input }) => ctx.services.driverRoute.reorder(input.ids, sessionOf(ctx).staff)),
    leave: staffProcedure('repartidor')
      .input(routeStopInputSchema)
      .mutation(({ ctx, input }) => ctx.services.driverRoute.leave(input.id, sessionOf(ctx).staff)),
    deliver: staffProcedure('repartidor')
      .input(deliverInputSchema)
      .mutation(({ ctx, input }) => ctx.services.driverRoute.deliver(input, sessionOf(ctx).staff)),
    fail: staffProcedure('repartidor')
      .input(failDeliveryInputSchema)
      .mutation(({ ctx, input }) => ctx.services.driverRoute.fail(input.id, input.motivo, sessionOf(ctx).staff)),
  }),
  /** The owner's side: who drives what, the day's progress, the cash reports. */
  drivers: adminRouterFactory({
    list: staffProcedure('empleado').query(({ ctx }) => ctx.services.deliveryCrew.drivers()),
    assign: staffProcedure('empleado')
      .input(assignDriverInputSchema)
      .mutation(({ ctx, input }) => ctx.services.deliveryCrew.assign(input.ids, input.repartidorId, sessionOf(ctx).staff)),
    progress: staffProcedure('empleado').query(({ ctx }) => ctx.services.deliveryCrew.progress()),
    cashReport: staffProcedure('dueño')
      .input(cashReportInputSchema)
      .query(({ ctx, input }) => ctx.services.deliveryCrew.cashReport(input.dia)),
    reconcile: staffProcedure('dueño')
      .input(reconcileCashInputSchema)
      .mutation(({ ctx, input }) => ctx.services.deliveryCrew.reconcile(input, sessionOf(ctx).staff)),
  }),
  dashboard: staffProcedure('empleado').query(({ ctx }) => ctx.services.dashboard.summary()),
  messages: adminRouterFactory({
    unread: staffProcedure('empleado').query(({ ctx }) => ctx.services.adminMessages.unread()),
    list: staffProcedure('empleado')
      .input(messageListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminMessages.list(input)),
    open: staffProcedure('empleado')
      .input(messageIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminMessages.open(input.id)),
    reply: staffProcedure('empleado')
      .input(replyMessageInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminMessages.reply(input, sessionOf(ctx).staff)),
  }),
  staff: adminRouterFactory({
    list: staffProcedure('dueño').query(({ ctx }) => ctx.services.staff.list()),
    add: staffProcedure('dueño')
      .input(addStaffInputSchema)
      .mutation(({ ctx, input }) => ctx.services.staff.add(input, sessionOf(ctx).staff)),
    update: staffProcedure('dueño')
      .input(updateStaffInputSchema)
      .mutation(({ ctx, input }) => ctx.services.staff.update(input, sessionOf(ctx).staff)),
    sessions: staffProcedure('dueño')
      .input(staffIdInputSchema)
      .query(({ ctx, input }) => ctx.services.staff.sessions(input.id)),
    twoFactorPolicy: staffProcedure('dueño').query(async ({ ctx }) => ({ obligatorio: await ctx.services.settings.get('dosPasosObligatorio') })),
    setTwoFactorPolicy: staffProcedure('dueño')
      .input(twoFactorPolicyInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.setRequired(input.obligatorio, sessionOf(ctx).staff)),
    resetTwoFactor: staffProcedure('dueño')
      .input(staffIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.reset(input.id, sessionOf(ctx).staff)),
    revokeSession: staffProcedure('dueño')
      .input(revokeSessionInputSchema)
      .mutation(({ ctx, input }) => ctx.services.staff.revoke(input.sesion, sessionOf(ctx).staff)),
  }),
});

export type AdminRouter = typeof adminRouter;
