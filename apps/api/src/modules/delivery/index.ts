export { createAdminDelivery } from './admin-delivery';
export { createDeliveryCrew } from './delivery-crew';
export { createDeliverySlots } from './delivery-slots';
export { activeZones, deliveryFor } from './delivery-zones';
export { createDriverRoute } from './driver-route';
export { freeSlot, takeSlot, type Slot } from './slots';
