import { useEffect } from 'react';
import { currentLocale, t } from '../i18n/i18n';
import { useConfig } from '../modules/layout/use-config';

/** Until the shop's settings arrive (the owner may have renamed the shop in the back office). */
export const STORE_NAME = 'Huerta Baja';

/**
 * Sets the page title for the current route ("Carrito | Huerta Baja"); `title` is already in the page's
 * language (`useTitle(t('Carrito'))`), and the home's own title follows the language too.
 */
export function useTitle(title: string): void {
  const name = useConfig()?.tienda.nombre ?? STORE_NAME;
  const locale = currentLocale();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : t('{nombre} · Frutas y verduras frescas a domicilio', { nombre: name });
  }, [title, name, locale]);
}
