/** Nest's global prefix: the API answers under /api, and every other path the gateway serves is the frontend. */
export const API_PREFIX = 'api';

/** The public path of an API route's path (`login` -> `/api/login`). */
export function apiPath(routePath: string): string {
  return `/${API_PREFIX}/${routePath}`;
}

/** Whether a path (or a raw URL, query and all) is the API's: `/api` or under `/api/`, not `/apiary`. */
export function isApiPath(pathOrUrl: string): boolean {
  const path = pathOrUrl.split('?', 1)[0];
  return path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`);
}

/** The gateway's own routes that start a session (SessionController). */
export const LOGIN_PATH = 'login';
export const REGISTER_PATH = 'register';
