import { useEffect } from 'react';

export const STORE_NAME = 'Huerta Baja';

/** Sets the page title for the current route ("Carrito | Huerta Baja"). */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${STORE_NAME}` : `${STORE_NAME} · Frutas y verduras frescas a domicilio`;
  }, [title]);
}
