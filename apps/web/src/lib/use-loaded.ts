import { useEffect, useState } from 'react';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A module fetched when it is first `wanted` (and kept for every later caller), or undefined until it has arrived.
 * Unlike React.lazy it never throws into the page: a fetch that failed (offline, before the service worker keeps
 * the shop's code) is asked again when the connection is back, and the page stays as it was meanwhile.
 */
export function useLoaded<T>(load: () => Promise<T>, wanted = true): T | undefined {
  const [value, setValue] = useState(() => loaded.get(load) as T | undefined);
  useEffect(() => {
    if (value !== undefined || !wanted) return;
    let live = true;
    const get = () =>
      void load().then(
        (module) => {
          loaded.set(load, module);
          if (live) setValue(() => module);
        },
        () => addEventListener('online', get, { once: true }),
      );
    get();
    return () => {
      live = false;
      removeEventListener('online', get);
    };
  }, [load, value, wanted]);
  return value;
}
