export { createAdminDelivery } from './admin-delivery';
export { createDeliverySlots } from './delivery-slots';
export { activeZones, deliveryFor } from './delivery-zones';
export { publicConfig } from './public-config';
export { freeSlot, takeSlot, type Slot } from './slots';
