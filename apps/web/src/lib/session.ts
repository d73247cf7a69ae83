import { useSyncExternalStore } from 'react';
import type { User } from '@huerta/contracts';
import { STORAGE_KEYS, getToken, readJson, writeJson } from './storage';

export interface Session {
  token: string | null;
  user: User | null;
}

const listeners = new Set<() => void>();
let snapshot: Session | undefined;

function read(): Session {
  return { token: getToken(), user: readJson<User | null>(STORAGE_KEYS.user, null) };
}

/**
 * `hb_sesion=1` while signed in: the server renders a first screen only for anonymous visitors (a business's
 * prices are its list's), and a page's request carries no token (it lives in localStorage), only cookies.
 * Not a secret: it says nothing but that the JavaScript will send a token.
 */
export function mirrorSessionCookie(): void {
  const token = getToken();
  document.cookie = token ? 'hb_sesion=1; Path=/; SameSite=Lax; Max-Age=604800' : 'hb_sesion=; Path=/; SameSite=Lax; Max-Age=0';
}

function emit(): void {
  snapshot = read();
  mirrorSessionCookie();
  listeners.forEach((l) => l());
}

export const getSession = (): Session => (snapshot ??= read());

export function saveSession(token: string, user: User): void {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    // storage disabled: the session lives only until reload
  }
  writeJson(STORAGE_KEYS.user, user);
  emit();
}

export function saveUser(user: User): void {
  writeJson(STORAGE_KEYS.user, user);
  emit();
}

export function clearSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // nothing stored
  }
  emit();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this one too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.user || e.key === null) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useSession = (): Session => useSyncExternalStore(subscribe, getSession, getSession);
