import { useSyncExternalStore } from 'react';

/** Browser-storage keys of the session (shared contract with the e2e suite). */
export const TOKEN_KEY = 'outbound.token';
export const USER_KEY = 'outbound.user';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  status?: string;
  createdAt?: string;
};

const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

function readStoredUser(): string | null {
  return localStorage.getItem(USER_KEY);
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function saveUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Signed-in is decided only by the presence of stored user info (spec 01 §2). */
export function isSignedIn(): boolean {
  return readStoredUser() !== null;
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

/** The stored user, re-rendering the caller whenever the session changes. */
export function useSessionUser(): SessionUser | null {
  const raw = useSyncExternalStore(subscribe, readStoredUser, () => null);
  return parseUser(raw);
}

/** Whether user info is stored, re-rendering the caller whenever the session changes. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, readStoredUser, () => null) !== null;
}
