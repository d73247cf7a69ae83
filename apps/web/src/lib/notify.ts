// Toasts without react-hot-toast in the first bundle: the library (and its <Toaster>) loads with the
// first message, which always follows an action on a page that is already interactive.
import type toastApi from 'react-hot-toast';
import { createFlag } from './flag';

const wanted = createFlag();
const load = () => import('react-hot-toast').then((m) => m.default);

function show(kind: 'success' | 'error', message: string) {
  wanted.turnOn();
  // react-hot-toast keeps its toasts in a module store, so one sent before <Toaster> mounts still shows.
  void load().then((toast: typeof toastApi) => toast[kind](message));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  /** Clears what earlier steps said («Pedido creado…») when a page says the rest itself; loads nothing if none was shown. */
  dismissAll: () => {
    if (wanted.isOn()) void load().then((toast: typeof toastApi) => toast.dismiss());
  },
};

/** Fetches the toast library ahead of need (pages whose next step may be offline, such as checkout). */
export const warmToasts = (): void => {
  void load().catch(() => undefined);
};

/** True once a toast was asked for: the root mounts the lazily loaded <Toaster> from then on. */
export const useToasterWanted = wanted.useIsOn;
