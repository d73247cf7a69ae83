import { useEffect } from 'react';
import { useConfig } from '../modules/layout/use-config';

/** Until the shop's settings arrive (the owner may have renamed the shop in the back office). */
export const STORE_NAME = 'Huerta Baja';

/** Sets the page title for the current route ("Carrito | Huerta Baja"). */
export function useTitle(title: string): void {
  const name = useConfig()?.tienda.nombre ?? STORE_NAME;
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : `${name} · Frutas y verduras frescas a domicilio`;
  }, [title, name]);
}
