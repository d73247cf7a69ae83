import { setupI18n, type I18n } from '@lingui/core';
import en from 'virtual:messages/en';

// The English page's own parts: the owner's English over the catalogue's lists.
export { overlayCategory, registerOverlay, reselectLists, translatedProducts } from '../modules/translations/overlay-defaults';

/** Lingui's runtime with the English catalogue, compiled at build time (messages-plugin.ts). */
export function englishI18n(): I18n {
  const i18n = setupI18n({ locale: 'en', messages: { en } });
  // Every id used has its English (src/i18n/catalogue.test.ts); should one be missing, its Spanish shows.
  i18n.setMessagesCompiler((message) => [message]);
  return i18n;
}
