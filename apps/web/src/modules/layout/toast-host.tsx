import { lazy, Suspense } from 'react';
import { useToasterWanted } from '../../lib/notify';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** react-hot-toast's <Toaster>, mounted (and its code fetched) with the first toast. */
export function ToastHost() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      {/* Top right (SPEC.md), below the fixed header: over it, a toast hid the cart and the menu. */}
      <Toaster position="top-right" toastOptions={{ duration: 5000 }} containerStyle={{ top: 'calc(var(--nav-height) + 0.5rem)' }} />
    </Suspense>
  );
}
