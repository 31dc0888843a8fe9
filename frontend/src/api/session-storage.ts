/**
 * The client-kept identity of spec §3/§4: a userId in local storage mirrored in a `userId` cookie.
 * It is only a hint for the server; the httpOnly session cookie is the proof.
 */

import { USER_ID_COOKIE_DAYS_AT_START } from '@studio/contracts/browser';

export { USER_ID_COOKIE_DAYS_AT_START };

const USER_ID_KEY = 'userId';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Local storage can be unavailable (private mode, blocked): then nothing is kept, and reads find nothing. */
function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing kept: the session cookie still works, and a pending logout's toast still asks for a refresh.
  }
}

export function getStoredUserId(): number | null {
  const raw = readStored(USER_ID_KEY);
  if (!raw) return null;
  const id = Number.parseInt(raw, 10);
  return Number.isInteger(id) && id > 0 ? id : null;
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
  writeStored(LOGOUT_PENDING_KEY, '1');
}

export function isLogoutPending(): boolean {
  return readStored(LOGOUT_PENDING_KEY) === '1';
}

export function clearLogoutPending(): void {
  writeStored(LOGOUT_PENDING_KEY, null);
}

/** A sign-in just made a new session: any logout still pending was of the one it replaced. */
export function storeUserId(id: number, cookieDays = USER_ID_COOKIE_DAYS_AT_START): void {
  clearLogoutPending();
  writeStored(USER_ID_KEY, String(id));
  setUserIdCookie(id, cookieDays);
}

export function clearStoredUserId(): void {
  writeStored(USER_ID_KEY, null);
  document.cookie = `${USER_ID_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** Clears every cookie script can reach (the session cookie itself is httpOnly and cleared by the server). */
export function clearReadableCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
