/**
 * The client-kept identity of spec §3/§4: a userId in local storage mirrored in a `userId` cookie.
 * It is only a hint for the server; the httpOnly session cookie is the proof.
 */

import { USER_ID_COOKIE_DAYS_AT_START } from '@studio/contracts/browser';

export { USER_ID_COOKIE_DAYS_AT_START };

const USER_ID_KEY = 'userId';
const DAY_MS = 24 * 60 * 60 * 1000;

export function getStoredUserId(): number | null {
  try {
    const raw = window.localStorage.getItem(USER_ID_KEY);
    if (!raw) return null;
    const id = Number.parseInt(raw, 10);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function setUserIdCookie(id: number, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${USER_ID_KEY}=${id}; expires=${expires}; path=/; SameSite=Lax`;
}

/**
 * A logout the server never heard (offline, or the server down): the session cookie is httpOnly, so only the server
 * can end it, and until it has, this device must not be taken as signed in (a shared phone's next user).
 */
const LOGOUT_PENDING_KEY = 'logoutPending';

export function markLogoutPending(): void {
  try {
    window.localStorage.setItem(LOGOUT_PENDING_KEY, '1');
  } catch {
    // Without storage the next start cannot know; the toast still asks for a refresh.
  }
}

export function isLogoutPending(): boolean {
  try {
    return window.localStorage.getItem(LOGOUT_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearLogoutPending(): void {
  try {
    window.localStorage.removeItem(LOGOUT_PENDING_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** A sign-in just made a new session: any logout still pending was of the one it replaced. */
export function storeUserId(id: number, cookieDays = USER_ID_COOKIE_DAYS_AT_START): void {
  clearLogoutPending();
  try {
    window.localStorage.setItem(USER_ID_KEY, String(id));
  } catch {
    // Storage can be unavailable (private mode); the session cookie still works.
  }
  setUserIdCookie(id, cookieDays);
}

export function clearStoredUserId(): void {
  try {
    window.localStorage.removeItem(USER_ID_KEY);
  } catch {
    // ignore
  }
  document.cookie = `${USER_ID_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** Clears every cookie script can reach (the session cookie itself is httpOnly and cleared by the server). */
export function clearReadableCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
