/** Nest's global prefix: the API answers under /api, and every other path the gateway serves is the frontend. */
export const API_PREFIX = 'api';

/** The public path of an API route's path (`login` -> `/api/login`). */
export function apiPath(routePath: string): string {
  return `/${API_PREFIX}/${routePath}`;
}

/** A raw URL's path, without its query. */
export function pathOf(url: string): string {
  return url.split('?', 1)[0];
}

/** Whether a path (or a raw URL, query and all) is the API's: `/api` or under `/api/`, not `/apiary`. */
export function isApiPath(pathOrUrl: string): boolean {
  const path = pathOf(pathOrUrl);
  return path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`);
}

/** The gateway's own routes that start a session (SessionController). */
export const LOGIN_PATH = 'login';
export const REGISTER_PATH = 'register';
