export { createAdminOrders, orderSummary, type AdminOrders } from './admin-orders';
export { createDashboard } from './dashboard';
export { createDemand } from './demand';
export { csvField, exportRoutes } from './export';
export { linesForShopper } from './order-line-names';
export { createOrdersService, type OrdersService } from './orders';
export { orderRoutes } from './rest';
export { contactRouter, orderRouter, paymentRouter } from './router';
export { createUnpaidSweeper } from './unpaid-orders';
