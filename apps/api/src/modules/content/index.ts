export { createAdminTranslations } from './admin-translations';
export { createAdminArticles } from './articles';
export { createAdminPromotions } from './promotions';
export { createShopTexts } from './shop-texts';
export { createAdminSlides } from './slides';
