export { createSettings, type BillingSettings, type SettingsService } from './settings';
export { shopInfo, type ShopInfo } from './shop';
export { createShopSettings } from './shop-settings';
