// Discount codes (issue 47): what other modules and the app may use of it is exported here, and only here.
export { createCoupons, type Coupons, type CouponQuote, type CouponOrder } from './coupons';
export { createAdminCoupons, type AdminCoupons } from './admin-coupons';
