/**
 * A route is written once, in its domain's table (`<domain>.routes.ts`): the gateway builds its forwarding
 * handler, validation, access check and OpenAPI operation from it; the service binds its handler to it; the
 * frontend's typed client and the access tests derive from the document and the tables.
 */
export const SERVICE_NAMES = [
  'identity',
  'catalog',
  'booking',
  'billing',
  'notifications',
  'fitness',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` anyone, `member` any signed-in user, `admin` admins only. `internal` routes are never
 * exposed by the gateway: only the gateway and the services call them.
 */
export type RouteAccess = 'public' | 'member' | 'admin' | 'internal';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DtoClass<T = unknown> = new (...args: any[]) => T;

/** 4xx answers a route documents beyond those its access and input already imply. */
export type DocumentedError = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

export interface RouteSpec<P = unknown, Q = unknown, B = unknown, R = unknown> {
  method: HttpMethod;
  /** The path under `/api` at the gateway and, the same, at the service (`:name` for a parameter). */
  path: string;
  service: ServiceName;
  access: RouteAccess;
  /** The OpenAPI summary. */
  summary: string;
  /** The OpenAPI tag. */
  tag: string;
  params?: DtoClass<P>;
  query?: DtoClass<Q>;
  body?: DtoClass<B>;
  /** The response DTO; `[Dto]` for a list. */
  response: DtoClass<R> | readonly [DtoClass<R>];
  /** 201 for POSTs that create, else 200 (the default). */
  status?: 200 | 201;
  errors?: readonly DocumentedError[];
  /**
   * How browsers may keep the answer, when not by the rule of its access: public answers are revalidated
   * (`no-cache` with an ETag), personal and admin ones never kept (`no-store`).
   */
  cache?: 'no-cache' | 'no-store';
  /**
   * The service answers a file as `{fileName, contentType, content}`; the gateway sends the content itself, with
   * this type, as a download (`attachment`) or for programs that read it in place (`inline`, e.g. a calendar feed).
   */
  file?: { contentType: string; disposition: 'attachment' | 'inline' };
  /** A request header the gateway copies into a body field the client left out (e.g. Idempotency-Key). */
  headerIntoBody?: { header: string; field: string };
  /** A query parameter the client adds only to defeat caches (spec §7's `?t=`); the gateway's cache ignores it. */
  cacheBuster?: string;
  /**
   * Another service whose data the change also alters (the service asks it to), so that the gateway forgets what
   * it keeps of that service's answers too.
   */
  alsoChanges?: ServiceName;
  /** Spec §7: some screens read the reason of a failure from the error body's `error` field. */
  reasonInErrorField?: boolean;
}

export interface RouteDefinition<P = unknown, Q = unknown, B = unknown, R = unknown> extends RouteSpec<
  P,
  Q,
  B,
  R
> {
  /** `<domain>.<name>`, unique; the OpenAPI operation id is `<name>`. */
  id: string;
  operationId: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, any, any, any>;

type Instance<C> = C extends DtoClass<infer T> ? T : undefined;
// A route whose DTO slot is optional in its type (the generic AnyRoute) takes any input there.
export type ParamsOf<D> = D extends { params: infer C }
  ? Instance<C>
  : D extends { params?: infer C }
    ? Instance<C> | undefined
    : undefined;
export type QueryOf<D> = D extends { query: infer C }
  ? Instance<C>
  : D extends { query?: infer C }
    ? Instance<C> | undefined
    : undefined;
export type BodyOf<D> = D extends { body: infer C }
  ? Instance<C>
  : D extends { body?: infer C }
    ? Instance<C> | undefined
    : undefined;
export type ResponseOf<D> = D extends { response: readonly [DtoClass<infer T>] }
  ? T[]
  : D extends { response: DtoClass<infer T> }
    ? T
    : never;

/** The table of one domain: each entry gains its id and operation id. */
export function defineRoutes<const T extends Record<string, RouteSpec>>(
  domain: string,
  specs: T,
): { readonly [K in keyof T]: T[K] & { id: string; operationId: string } } {
  const table = {} as Record<string, RouteDefinition>;
  for (const [name, spec] of Object.entries(specs)) {
    table[name] = { ...spec, id: `${domain}.${name}`, operationId: name };
  }
  return table as { readonly [K in keyof T]: T[K] & { id: string; operationId: string } };
}

/** The names of a path's parameters, in order: `admin/schedules/:id/cancel` → `['id']`. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The concrete path for a call: each `:name` replaced by its encoded value. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params?.[segment.slice(1)];
      if (value === undefined || value === null) throw new Error(`Missing path parameter ${segment}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}
