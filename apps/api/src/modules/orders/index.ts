export { createAdminCustomers } from './admin-customers';
export { createAdminOrders, orderSummary, type AdminOrders } from './admin-orders';
export { createDashboard } from './dashboard';
export { createOrdersService, type OrdersService } from './orders';
export { createSimulatedPayments } from './simulate-payment';
export { giveBackStock } from './stock';
export { createTestCheckout } from './test-checkout';
export { createUnpaidSweeper } from './unpaid-orders';
export { TO_PREPARE } from './work-days';
