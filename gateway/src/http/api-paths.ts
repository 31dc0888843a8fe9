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

const API_PATH = new RegExp(`^/${API_PREFIX}(?:/|$)`, 'i');

/**
 * Whether a path (or a raw URL, query and all) is the API's: `/api` or under `/api/`, not `/apiary`, in any letter
 * case, since the router takes `/API/login` to the same handler as `/api/login` (and every check on API requests
 * must see it too).
 */
export function isApiPath(pathOrUrl: string): boolean {
  return API_PATH.test(pathOf(pathOrUrl));
}

/** A path as the router matches it to a route: letter case and a trailing slash make no difference. */
export function routedPath(path: string): string {
  return path.toLowerCase().replace(/(.)\/$/, '$1');
}

/**
 * A path template as a pattern over routed paths: a parameter segment (`:id` as the route tables write it, `{id}`
 * as the API document does) stands for any one segment.
 */
export function pathPattern(template: string): RegExp {
  const segments = routedPath(template)
    .split('/')
    .map((segment) =>
      /^(:.+|\{.+\})$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}$`);
}

/** The gateway's own routes that start a session (SessionController). */
export const LOGIN_PATH = 'login';
export const REGISTER_PATH = 'register';
