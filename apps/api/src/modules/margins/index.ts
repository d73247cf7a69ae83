export { createOrderMargin } from './margins';
export { createMarginReports, type MarginReports } from './reports';
