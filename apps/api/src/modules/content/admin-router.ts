import {
  articleFieldsSchema,
  articleIdInputSchema,
  promotionFieldsSchema,
  promotionIdInputSchema,
  reorderSlidesInputSchema,
  saveTranslationInputSchema,
  shopTextInputSchema,
  slideFieldsSchema,
  slideIdInputSchema,
  translationListInputSchema,
  updateArticleInputSchema,
  updatePromotionInputSchema,
  updateShopTextInputSchema,
  updateSlideInputSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const contentAdminProcedures = {
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
};
