import { decodeJwt } from 'jose';
import { useSyncExternalStore } from 'react';

/** The access token of spec 4, kept in localStorage; components follow it through useToken(). */
const storageKey = 'portside.accessToken';
const listeners = new Set<() => void>();
let signOuts = 0;

export function getToken(): string | null {
  return localStorage.getItem(storageKey);
}

function notify() {
  for (const listener of listeners) listener();
}

export function setToken(token: string) {
  localStorage.setItem(storageKey, token);
  notify();
}

/** The session ran out (a 401): the guard sends to /login?redirect=<where the user was>. */
export function clearSession() {
  if (getToken() === null) return;
  localStorage.removeItem(storageKey);
  notify();
}

/**
 * The session was ended on purpose (logout, or a user that cannot be loaded): that navigation goes to plain /login.
 * Only the guard on screen at that moment sees it (signOutCount() grew since it mounted); a guarded URL opened later
 * without a token goes to /login?redirect=... as usual.
 */
export function signOut() {
  signOuts += 1;
  clearSession();
}

/** How many times the session was ended on purpose so far. */
export function signOutCount() {
  return signOuts;
}

export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A token is usable when it decodes and its exp (seconds) lies in the future. */
export function isTokenValid(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getToken);
}

/** The signed-in user's id as the token names it (null without a usable token): whose entries this device sends. */
export function userIdOf(token: string | null): number | null {
  if (!token) return null;
  try {
    const { user_id: id } = decodeJwt(token);
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

export function useSessionUserId(): number | null {
  return userIdOf(useToken());
}
