import { useSyncExternalStore } from 'react';
import { getSession } from '../../lib/session';

const KEY = 'codigoPostal';
const listeners = new Set<() => void>();

/** This browser's code, else the signed-in account's (a new device starts from where the orders usually go). */
const read = (): string => {
  try {
    return localStorage.getItem(KEY) ?? getSession().user?.codigo_postal ?? '';
  } catch {
    return '';
  }
};

/** The shopper's delivery postal code, remembered in this browser and shared by every component and tab. */
export function usePostalCode(): [string, (cp: string) => void] {
  const cp = useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      const onStorage = (e: StorageEvent) => e.key === KEY && notify();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(notify);
        window.removeEventListener('storage', onStorage);
      };
    },
    read,
    () => '',
  );
  return [cp, setPostalCode];
}

export function setPostalCode(cp: string): void {
  try {
    localStorage.setItem(KEY, cp);
  } catch {
    // Storage off (private mode): the code lives until the page closes.
  }
  for (const l of listeners) l();
}
