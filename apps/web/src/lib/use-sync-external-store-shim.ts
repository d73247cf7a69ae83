// `use-sync-external-store/shim` backports useSyncExternalStore to React 17; React 19 has it built in.
// The router's store imports the shim (through its with-selector helper); vite.config.ts points it here,
// so its code is not part of every page's JavaScript.
export { useSyncExternalStore } from 'react';
