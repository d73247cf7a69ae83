export { createAdminOrders, orderSummary, type AdminOrders } from './admin-orders';
export { createDashboard } from './dashboard';
export { createDemand } from './demand';
export { linesForShopper } from './order-line-names';
export { createOrdersService, type OrdersService } from './orders';
export { createUnpaidSweeper } from './unpaid-orders';
