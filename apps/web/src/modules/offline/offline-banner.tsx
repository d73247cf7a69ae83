import { useSyncExternalStore } from 'react';
import { msg, t } from '../../i18n/i18n';
import './offline-banner.css';

export const OFFLINE_MESSAGE = msg('Sin conexión: ves la tienda como en tu última visita.');

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;
const alwaysOnline = () => true;

/** Whether the browser has a connection, following its 'online' and 'offline' events. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, alwaysOnline);

/**
 * A bar under the navigation while there is no connection: the shop on screen then comes from the
 * service worker's cache (catalogue, prices and images as last seen). The status region is always in the
 * page, so screen readers announce the message when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={online ? 'offline-status' : 'offline-status offline-status--offline'}>
      {online ? null : t(OFFLINE_MESSAGE)}
    </div>
  );
}
