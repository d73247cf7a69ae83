import { useSyncExternalStore } from 'react';

/** A module-level switch that only turns on, which components can watch (used for the lazily started parts). */
export function createFlag() {
  let on = false;
  const listeners = new Set<() => void>();
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  return {
    turnOn: () => {
      if (on) return;
      on = true;
      for (const l of listeners) l();
    },
    isOn: (): boolean => on,
    useIsOn: (): boolean => useSyncExternalStore(subscribe, () => on, () => on),
  };
}
