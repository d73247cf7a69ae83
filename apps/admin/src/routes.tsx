import { PriceListsPage } from './pages/price-lists';
import { BusinessAccountPage } from './pages/business-account';
import { PriceListPage } from './pages/price-list';
import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { AUDIT_KINDS, FACTURA_STATES, ORDER_LIST_FILTERS, PRODUCT_FILTERS, PRODUCT_SORTS, TRANSLATION_KINDS, routeDaySchema } from '@huerta/contracts';
import { z } from 'zod';
import { AccountPage } from './pages/account';
import { EditArticlePage, NewArticlePage } from './pages/article-form';
import { ArticlesPage } from './pages/articles';
import { AuditPage } from './pages/audit';
import { CustomerPage } from './pages/customer';
import { CustomersPage } from './pages/customers';
import { DashboardPage } from './pages/dashboard';
import { Layout } from './pages/layout';
import { LoginPage } from './pages/login';
import { OrderPage } from './pages/order';
import { PriceDayPage } from './pages/price-day';
import { EditProductPage, NewProductPage } from './pages/product-form';
import { ProductsPage } from './pages/products';
import { EditPromotionPage, NewPromotionPage } from './pages/promotion-form';
import { PromotionsPage } from './pages/promotions';
import { EditSlidePage, NewSlidePage } from './pages/slide-form';
import { SlidesPage } from './pages/slides';
import { MessagesPage } from './pages/messages';
import { OrdersPage } from './pages/orders';
import { PickListPage } from './pages/pick-list';
import { StaffPage } from './pages/staff';
import { SetupPage } from './pages/setup';
import { ShopSettingsPage } from './pages/shop-settings';
import { ShopTextsPage } from './pages/shop-texts';
import { DeliveryPage } from './pages/delivery';
import { FacturasPage } from './pages/facturas';
import { TranslationsPage } from './pages/translations';
import { DriverDayPage } from './pages/driver-day';
import { CashReportPage } from './pages/cash-report';
import { BusinessesPage } from './pages/businesses';
import { DemandPage } from './pages/demand';

/** `$id` in the address is a number in the page. */
const idParams = { parse: ({ id }: { id: string }) => ({ id: Number(id) }), stringify: ({ id }: { id: number }) => ({ id: String(id) }) };

const rootRoute = createRootRoute({ component: Layout });

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: DashboardPage });

const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup',
  validateSearch: z.object({ token: z.string().catch('') }),
  component: SetupPage,
});

const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginPage });

/** The list's filters live in the address: a filtered list can be bookmarked, reloaded and shared. */
export const ordersSearchSchema = z.object({
  pagina: z.number().int().min(1).catch(1),
  estado: z.enum(ORDER_LIST_FILTERS).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  desde: z.string().optional().catch(undefined),
  hasta: z.string().optional().catch(undefined),
  entrega: z.string().optional().catch(undefined),
});

const ordersRoute = createRoute({ getParentRoute: () => rootRoute, path: '/pedidos', validateSearch: ordersSearchSchema, component: OrdersPage });

const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pedidos/$id',
  params: idParams,
  component: OrderPage,
});

const pickListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/preparar',
  // No day in the address: the shop's today, decided by the page once it knows the shop's time zone.
  validateSearch: z.object({ dia: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined) }),
  component: PickListPage,
});

const facturasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/facturas',
  validateSearch: z.object({ estado: z.enum(FACTURA_STATES).catch('solicitada'), pagina: z.number().int().min(1).catch(1) }),
  component: FacturasPage,
});

const messagesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/mensajes', component: MessagesPage });

const staffRoute = createRoute({ getParentRoute: () => rootRoute, path: '/personal', component: StaffPage });
const shopSettingsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/ajustes', component: ShopSettingsPage });
const shopTextsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/textos', component: ShopTextsPage });
const deliveryRoute = createRoute({ getParentRoute: () => rootRoute, path: '/entregas', component: DeliveryPage });

const customersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/clientes',
  validateSearch: z.object({
    pagina: z.number().int().min(1).catch(1),
    q: z.string().max(100).optional().catch(undefined),
    orden: z.enum(['ultimo', 'gastado', 'pedidos', 'nombre']).catch('ultimo'),
  }),
  component: CustomersPage,
});

const customerRoute = createRoute({ getParentRoute: () => rootRoute, path: '/clientes/$id', params: idParams, component: CustomerPage });

const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registro',
  validateSearch: z.object({
    pagina: z.number().int().min(1).catch(1),
    q: z.string().max(100).optional().catch(undefined),
    entidad: z.enum(AUDIT_KINDS).optional().catch(undefined),
    personalId: z.number().int().positive().optional().catch(undefined),
    desde: z.string().optional().catch(undefined),
    hasta: z.string().optional().catch(undefined),
  }),
  component: AuditPage,
});

/**
 * The products list's state: search, filters, sort and page. The product form carries the same in its
 * own address, so «← Productos» and saving go back to the list as it was (not to page 1 of everything).
 */
export const productsSearchSchema = z.object({
  pagina: z.number().int().min(1).catch(1),
  q: z.string().max(100).optional().catch(undefined),
  categoriaId: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional().catch(undefined),
  filtro: z.enum(PRODUCT_FILTERS).optional().catch(undefined),
  orden: z.enum(PRODUCT_SORTS).optional().catch(undefined),
});
export type ProductsSearch = z.infer<typeof productsSearchSchema>;

const productsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/productos', validateSearch: productsSearchSchema, component: ProductsPage });
const newProductRoute = createRoute({ getParentRoute: () => rootRoute, path: '/productos/nuevo', validateSearch: productsSearchSchema, component: NewProductPage });
const productRoute = createRoute({ getParentRoute: () => rootRoute, path: '/productos/$id', params: idParams, validateSearch: productsSearchSchema, component: EditProductPage });
const priceDayRoute = createRoute({ getParentRoute: () => rootRoute, path: '/precios', component: PriceDayPage });

const articlesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/blog', component: ArticlesPage });
const newArticleRoute = createRoute({ getParentRoute: () => rootRoute, path: '/blog/nuevo', component: NewArticlePage });
const articleRoute = createRoute({ getParentRoute: () => rootRoute, path: '/blog/$id', params: idParams, component: EditArticlePage });

const promotionsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/promociones', component: PromotionsPage });
const newPromotionRoute = createRoute({ getParentRoute: () => rootRoute, path: '/promociones/nueva', component: NewPromotionPage });
const promotionRoute = createRoute({ getParentRoute: () => rootRoute, path: '/promociones/$id', params: idParams, component: EditPromotionPage });

const slidesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/carrusel', component: SlidesPage });
const newSlideRoute = createRoute({ getParentRoute: () => rootRoute, path: '/carrusel/nueva', component: NewSlidePage });
const slideRoute = createRoute({ getParentRoute: () => rootRoute, path: '/carrusel/$id', params: idParams, component: EditSlidePage });

/** «Traducciones»: kind, «Solo faltantes», search and page in the address. */
const translationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/traducciones',
  validateSearch: z.object({
    pagina: z.number().int().min(1).catch(1),
    tipo: z.enum(TRANSLATION_KINDS).optional().catch(undefined),
    faltantes: z.boolean().catch(false),
    q: z.string().max(100).optional().catch(undefined),
  }),
  component: TranslationsPage,
});
const accountRoute = createRoute({ getParentRoute: () => rootRoute, path: '/cuenta', component: AccountPage });

/** The driver's day (issue 33): «Mi ruta» for whoever drives, «Cortes de caja» for the owner. */
const driverDayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ruta',
  // No day: the server's today (the shop's); no driver: one's own route, or for the rest of the staff the first driver's.
  validateSearch: z.object({ dia: routeDaySchema.optional().catch(undefined), repartidor: z.number().int().positive().optional().catch(undefined) }),
  component: DriverDayPage,
});
const cashReportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cortes',
  // No day in the address: the shop's today (as «Preparar»).
  validateSearch: z.object({ dia: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined) }),
  component: CashReportPage,
});

/** Business accounts (issue 34): applications to review, approved and declined ones. */
const businessesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/negocios', component: BusinessesPage });

/** A business's account (issue 34): balance, orders on account, payments, the printable statement. */
const businessAccountRoute = createRoute({ getParentRoute: () => rootRoute, path: '/negocios/$id/cuenta', component: BusinessAccountPage });

/** Wholesale price lists (issue 34): the index and one list's table. */
const priceListsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/listas', component: PriceListsPage });
const priceListRoute = createRoute({ getParentRoute: () => rootRoute, path: '/listas/$id', component: PriceListPage });

/** «Qué comprar» (issue 34): the coming days' demand by product. */
const demandRoute = createRoute({ getParentRoute: () => rootRoute, path: '/comprar', component: DemandPage });

const routeTree = rootRoute.addChildren([
  facturasRoute,
  shopSettingsRoute,
  shopTextsRoute,
  deliveryRoute,
  indexRoute,
  setupRoute,
  loginRoute,
  ordersRoute,
  orderRoute,
  pickListRoute,
  messagesRoute,
  customersRoute,
  customerRoute,
  productsRoute,
  newProductRoute,
  productRoute,
  priceDayRoute,
  articlesRoute,
  newArticleRoute,
  articleRoute,
  promotionsRoute,
  newPromotionRoute,
  promotionRoute,
  slidesRoute,
  newSlideRoute,
  slideRoute,
  translationsRoute,
  auditRoute,
  staffRoute,
  accountRoute,
  driverDayRoute,
  cashReportRoute,
  businessesRoute,
  businessAccountRoute,
  priceListsRoute,
  priceListRoute,
  demandRoute,
]);

export const router = createRouter({ routeTree, basepath: '/admin', defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  /** What a page tells the next one it sends you to («Producto guardado»): shown by the frame (components/toast.tsx). */
  interface HistoryState {
    aviso?: string;
  }
}
