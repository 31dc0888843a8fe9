import { useSyncExternalStore } from 'react';

/**
 * Where the auth screen sends the user after login (spec §2: the saved target, else /dashboard), the flag that
 * opens the registration form (set by 'Create Account'), and whether this tab is signing its member out.
 */

const REDIRECT_KEY = 'redirectAfterLogin';
const OPEN_REGISTER_KEY = 'openRegister';
export const DEFAULT_AFTER_LOGIN = '/dashboard';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isSafeTarget(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/auth');
}

export function saveRedirectTarget(path: string): void {
  if (isSafeTarget(path)) storage()?.setItem(REDIRECT_KEY, path);
}

export function peekRedirectTarget(): string | null {
  return storage()?.getItem(REDIRECT_KEY) ?? null;
}

export function takeRedirectTarget(): string {
  const saved = peekRedirectTarget();
  storage()?.removeItem(REDIRECT_KEY);
  return saved && isSafeTarget(saved) ? saved : DEFAULT_AFTER_LOGIN;
}

export function clearRedirectTarget(): void {
  storage()?.removeItem(REDIRECT_KEY);
}

export function requestRegisterForm(): void {
  storage()?.setItem(OPEN_REGISTER_KEY, 'true');
}

export function hasRegisterFormRequest(): boolean {
  return storage()?.getItem(OPEN_REGISTER_KEY) === 'true';
}

export function clearRegisterFormRequest(): void {
  storage()?.removeItem(OPEN_REGISTER_KEY);
}

/** Which of the auth screen's forms is shown (null: the screen is not), for the navigation to mark its tab. */
let shownAuthForm: string | null = null;
const authFormListeners = new Set<() => void>();

export function showAuthForm(form: string | null): void {
  shownAuthForm = form;
  authFormListeners.forEach((listener) => listener());
}

function onAuthFormChange(listener: () => void): () => void {
  authFormListeners.add(listener);
  return () => authFormListeners.delete(listener);
}

export function useShownAuthForm(): string | null {
  return useSyncExternalStore(onAuthFormChange, () => shownAuthForm);
}

/**
 * This tab's member is signing out: the screen they were on hands over to / (spec §4: logout always ends there)
 * rather than to /auth with itself saved as the target after the next login. The app's shell ends it once / shows.
 */
let signingOut = false;

export function beginSignOut(): void {
  signingOut = true;
}

export function endSignOut(): void {
  signingOut = false;
}

export function isSigningOut(): boolean {
  return signingOut;
}
