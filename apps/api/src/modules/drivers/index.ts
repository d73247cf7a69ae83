export { createDeliveryCrew } from './delivery-crew';
export { createDriverRoute } from './driver-route';
