import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * Whether this render draws markup the server already sent (apps/api modules/first-screen): true on the server
 * and while React hydrates this component in the browser — React reads the server snapshot exactly then, boundary
 * by boundary — and false in every later render. A component takes it into its first state (a stored cart read
 * after, a deferred part drawn at once) so its first render is the server's.
 */
export const useHydrating = (): boolean => useSyncExternalStore(never, () => false, () => true);
