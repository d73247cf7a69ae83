// Evaluated as a stage of its own (main.tsx): React DOM is the largest library of the first screen.
export { createRoot, hydrateRoot } from 'react-dom/client';
// The cart's focus moves (modules/cart/focus.ts, in route and panel chunks) take flushSync from here: imported
// from 'react-dom' itself, the bundler split that module into a third file the shell would have to preload.
export { flushSync } from 'react-dom';
