export { createStandingOrders, nextDayOf } from './standing-orders';
