import { articlePageInputSchema, deliverySlotsInputSchema, productPageInputSchema, productRangeInputSchema, shopTextInputSchema, stockInputSchema, translationsInputSchema } from '@huerta/contracts';
import { notFound } from '../../platform/errors';
import { publicConfig } from '../delivery';
import { translatedArticle, translatedProductPage } from './translations';
import { publicProcedure, router } from '../../trpc/trpc';
import type { Context } from '../../trpc/context';

/** The caller's price list (their business's), or null for the shop's prices. */
const buyerOf = (ctx: Context) => ctx.services.buyerList.of(ctx.authorization);

export const catalogRouter = router({
  products: publicProcedure.query(async ({ ctx }) => (await ctx.services.catalog.products(await buyerOf(ctx))).value),
  /** The loading screen's products: the first screen's, and how many there are in all (contracts/catalogue-start). */
  firstProducts: publicProcedure.query(async ({ ctx }) => (await ctx.services.catalog.firstProducts(await buyerOf(ctx))).value),
  productRange: publicProcedure.input(productRangeInputSchema).query(async ({ ctx, input }) => ctx.services.catalog.productRange(input.desde, input.cantidad, await buyerOf(ctx))),
  promotions: publicProcedure.query(async ({ ctx }) => (await ctx.services.catalog.promotions()).value),
  categories: publicProcedure.query(async ({ ctx }) => (await ctx.services.catalog.categories()).value),
  articles: publicProcedure.query(async ({ ctx }) => (await ctx.services.catalog.articleCards()).value),
  slides: publicProcedure.query(async ({ ctx }) => (await ctx.services.catalog.slides()).value),
  /**
   * A product's page (/producto/<slug>), or where a renamed product's old address points now; with
   * `idioma: 'en'`, in the owner's English where translated (the product, its description, the related).
   */
  product: publicProcedure.input(productPageInputSchema).query(async ({ ctx, input }) => {
    const page = await ctx.services.catalog.productPage(input.slug, await buyerOf(ctx));
    if (!page) throw notFound('Producto no encontrado.');
    return input.idioma === 'en' ? translatedProductPage(page, await ctx.services.catalog.translations()) : page;
  }),
  /**
   * The owner's English over the catalogue (only what is translated; the rest shows in Spanish): products
   * (name, unit), categories, slides (by Spanish title), articles, shop texts. Cached per catalogue version.
   */
  translations: publicProcedure.input(translationsInputSchema).query(async ({ ctx }) => (await ctx.services.catalog.publicTranslations()).value),
  /** An article; with `idioma: 'en'`, in the owner's English where translated (its text is not in `translations`). */
  article: publicProcedure.input(articlePageInputSchema).query(async ({ ctx, input }) => {
    const article = await ctx.services.catalog.articleBySlug(input.slug);
    if (!article) throw notFound('Artículo no encontrado.');
    return input.idioma === 'en' ? translatedArticle(article, await ctx.services.catalog.translations()) : article;
  }),
  /**
   * Units left of the cart's products, read live (not part of the cached catalogue, which would change
   * with every order): the cart says «Solo quedan N» as soon as a quantity passes it.
   */
  stock: publicProcedure.input(stockInputSchema).query(({ ctx, input }) => ctx.services.catalog.stockLeft(input.ids)),
  /** The owner's version of the FAQ, terms or privacy text, or null while the first version (bundled with the page) applies. */
  shopText: publicProcedure.input(shopTextInputSchema).query(async ({ ctx, input }) => (await ctx.services.catalog.texts())[input.clave] ?? null),
  /** Days and windows for a postal code, full ones marked. */
  deliverySlots: publicProcedure.input(deliverySlotsInputSchema).query(({ ctx, input }) => ctx.services.deliverySlots.forPostalCode(input.codigo_postal)),
  config: publicProcedure.query(({ ctx }) => publicConfig(ctx.services.config, ctx.services.catalog)),
});
