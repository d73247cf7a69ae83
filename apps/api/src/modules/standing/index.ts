export { createDemand } from './demand';
export { createStandingOrders, nextDayOf } from './standing-orders';
