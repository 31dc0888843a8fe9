import fc from 'fast-check';
import { getMetadataStorage } from 'class-validator';
import { AnyRoute, DtoClass, MAX_ID, pathParamNames } from '@studio/contracts';

/**
 * Inputs for one route call, derived from the route's DTO classes: each field gets values that pass its
 * class-validator rules (so calls reach the services), its boundaries (one past each limit) and junk of every
 * other kind (wrong types, NUL and control characters, huge strings, prototype keys, other members' ids).
 */

/** Ids worth aiming at: the fixtures' own, other members' and boundary ones. */
export interface IdPools {
  ids: number[];
  strings: string[];
}

export type FuzzBody =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string };

export interface FuzzCall {
  route: AnyRoute;
  /** The path and query string as sent, after `/api/`. */
  url: string;
  body: FuzzBody;
  headers: Record<string, string>;
}

interface FieldRules {
  name: string;
  rules: Map<string, unknown[]>;
  nested?: DtoClass;
  example?: unknown;
}

const SWAGGER_PROPERTIES = 'swagger/apiModelProperties';

/** Each validated property of a DTO with its rules (class-validator names) and nested DTO, if any. */
export function fieldsOf(dto: DtoClass): FieldRules[] {
  const fields = new Map<string, FieldRules>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const field = fields.get(meta.propertyName) ?? { name: meta.propertyName, rules: new Map() };
    fields.set(meta.propertyName, field);
    const rule = meta.name ?? meta.type;
    if (rule) field.rules.set(rule, meta.constraints ?? []);
  }
  for (const field of fields.values()) {
    const doc = Reflect.getMetadata(SWAGGER_PROPERTIES, dto.prototype, field.name) as
      { example?: unknown; type?: unknown } | undefined;
    field.example = doc?.example;
    if (field.rules.has('nestedValidation')) field.nested = nestedType(doc?.type);
  }
  return [...fields.values()];
}

/** The DTO class of a nested field, as its OpenAPI property names it (`[Dto]`, `Dto` or `() => Dto`). */
function nestedType(type: unknown): DtoClass | undefined {
  const inner = Array.isArray(type) ? type[0] : type;
  if (typeof inner !== 'function') return undefined;
  return (inner.prototype ? inner : (inner as () => unknown)()) as DtoClass;
}

const num = (rules: Map<string, unknown[]>, rule: string): number | undefined => {
  const value = rules.get(rule)?.[0];
  return typeof value === 'number' ? value : undefined;
};

const CONTROL = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f';

/** Strings no field expects: empty, blank, control characters, odd unicode, injection shapes, numbers. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   \t\n',
    '\u0000',
    'a\u0000b',
    CONTROL,
    '\u202e\u200b\ufeff',
    '\ud800',
    '💪🏽‍♀️',
    'Ω≈ç√∫˜µ≤≥÷',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '../../../../etc/passwd',
    '%00',
    '%zz',
    '__proto__',
    'constructor',
    'null',
    'undefined',
    'true',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '0',
    '-1',
    '1e308',
    '1e-9',
    '0x19',
    '9007199254740993',
    '2147483648',
    '99999999999999999999',
    '2026-02-30',
    '275760-09-13T00:00:00Z',
    '0000-00-00T00:00:00Z',
    '2026-01-01T00:00:00',
    '{}',
    '[]',
  ),
  fc.string({ maxLength: 40 }),
  fc.fullUnicodeString({ maxLength: 40 }),
  fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/** Numbers at and past every edge a field could have. */
export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    1e-9,
    -1e-9,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    MAX_ID,
    MAX_ID + 1,
    -MAX_ID - 1,
    4_294_967_296,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Keys that try to reach a prototype or to set what only the server decides. */
const SNEAKY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'userId',
  'user_id',
  'isAdmin',
  'role',
  'status',
  'amountCents',
  'createdAt',
];

function junkValue(pools: IdPools): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: junkString },
    { weight: 3, arbitrary: junkNumber },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[[]]]) },
    { weight: 2, arbitrary: fc.constantFrom(...pools.ids) },
    { weight: 1, arbitrary: fc.constantFrom(...pools.strings) },
    { weight: 1, arbitrary: fc.array(fc.oneof(junkString, junkNumber), { maxLength: 5 }) },
    { weight: 1, arbitrary: prototypeObject() },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 5 }) },
  );
}

/** An object with an own `__proto__` (as JSON.parse makes it) and other prototype-reaching keys. */
function prototypeObject(): fc.Arbitrary<unknown> {
  return fc.constantFrom(
    JSON.parse('{"__proto__": {"isAdmin": true, "polluted": 1}}'),
    JSON.parse('{"constructor": {"prototype": {"isAdmin": true}}}'),
    JSON.parse('{"__proto__": null}'),
  );
}

/** A string of the length given, readable enough for any name-like field. */
const sized = (length: number) =>
  fc
    .stringOf(fc.constantFrom('a', 'b', 'K', 'z', '0', '7', ' ', '-', 'é'), {
      minLength: length,
      maxLength: length,
    })
    .map((s) => (length > 0 ? `Z${s.slice(1)}` : s));

/** A small PNG, for the image-data fields. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function stringMatching(pattern: RegExp, maxLength: number): fc.Arbitrary<string> | undefined {
  try {
    const arbitrary = fc.stringMatching(pattern).filter((s) => s.length <= maxLength);
    fc.sample(arbitrary, { numRuns: 1, seed: 1 });
    return arbitrary;
  } catch {
    return undefined;
  }
}

/** A value that passes the field's rules (or comes close), aiming ids at the pools. */
function validValue(field: FieldRules, pools: IdPools, depth: number): fc.Arbitrary<unknown> {
  const { rules, name } = field;
  const options: fc.Arbitrary<unknown>[] = [];
  if (field.example !== undefined) options.push(fc.constant(field.example));
  if (rules.has('isIn')) options.push(fc.constantFrom(...(rules.get('isIn')![0] as unknown[])));
  if (rules.has('isEnum')) {
    options.push(fc.constantFrom(...Object.values(rules.get('isEnum')![0] as object)));
  }
  if (rules.has('isBoolean')) options.push(fc.boolean());
  if (rules.has('isInt') || rules.has('isNumber')) {
    const min = num(rules, 'min') ?? (/id$/i.test(name) ? 1 : -1000);
    const max = num(rules, 'max') ?? MAX_ID;
    if (/id$/i.test(name)) options.push(fc.constantFrom(...pools.ids));
    options.push(fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 500)) }));
    if (!rules.has('isInt')) {
      options.push(
        fc.integer({ min: Math.ceil(min * 100), max: Math.min(max, min + 500) * 100 }).map((c) => c / 100),
      );
    }
  }
  if (rules.has('isString') || rules.has('matches')) {
    const maxLength = num(rules, 'maxLength') ?? 200;
    const minLength = num(rules, 'minLength') ?? 0;
    const pattern = rules.get('matches')?.[0];
    const matching = pattern instanceof RegExp ? stringMatching(pattern, maxLength) : undefined;
    if (matching) options.push(matching);
    else if (rules.has('isEmail')) options.push(fc.emailAddress().filter((e) => e.length <= maxLength));
    else if (rules.has('isCssColour'))
      options.push(fc.constantFrom('#1a2b3c', '#fff', 'red', 'rgb(1, 2, 3)'));
    else if (rules.has('isClassImageData')) options.push(fc.constant(PNG));
    else if (rules.has('isDateString') || rules.has('isIso8601')) {
      options.push(
        fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString()),
      );
    } else {
      options.push(fc.integer({ min: minLength, max: Math.min(maxLength, minLength + 40) }).chain(sized));
    }
    if (/id$/i.test(name)) options.push(fc.constantFrom(...pools.strings));
  }
  if (rules.has('isArray')) {
    const maxSize = num(rules, 'arrayMaxSize') ?? 5;
    const item: fc.Arbitrary<unknown> =
      field.nested && depth < 3 ? dtoObject(field.nested, pools, depth + 1) : fc.string({ maxLength: 20 });
    options.push(fc.array(item, { maxLength: Math.min(maxSize + 1, 6) }));
  } else if (field.nested && depth < 3) {
    options.push(dtoObject(field.nested, pools, depth + 1));
  }
  if (options.length === 0) options.push(junkValue(pools));
  return fc.oneof(...options);
}

/** Values right at and one past each limit the field's rules name. */
function boundaryValue(field: FieldRules): fc.Arbitrary<unknown> {
  const { rules } = field;
  const values: unknown[] = [];
  for (const rule of ['min', 'max']) {
    const limit = num(rules, rule);
    if (limit === undefined) continue;
    values.push(limit, rule === 'min' ? limit - 1 : limit + 1, rule === 'min' ? limit - 0.5 : limit + 0.5);
    values.push(String(limit));
  }
  for (const rule of ['minLength', 'maxLength']) {
    const limit = num(rules, rule);
    if (limit === undefined) continue;
    const length = rule === 'minLength' ? Math.max(limit - 1, 0) : limit + 1;
    values.push('y'.repeat(limit), 'y'.repeat(length), ' '.repeat(limit + 1), `${' '.repeat(limit)}y`);
  }
  if (rules.has('arrayMaxSize')) {
    const limit = num(rules, 'arrayMaxSize') ?? 0;
    values.push(Array.from({ length: limit + 1 }, () => ({})));
  }
  if (values.length === 0) values.push(null, '', 0);
  return fc.constantFrom(...values);
}

const OMIT = Symbol('omit');

/**
 * An object for a DTO. A third of them have every field valid (optional ones sometimes left out), a third
 * all but one, whose value is a boundary, junk, null or missing, and a third mix freely; any may carry extra
 * keys (prototype keys, server-owned fields).
 */
export function dtoObject(dto: DtoClass, pools: IdPools, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(dto);
  const valid = fields.map((field) =>
    fc.oneof(
      { weight: 6, arbitrary: validValue(field, pools, depth) },
      { weight: 1, arbitrary: fc.constant<unknown>(OMIT) },
    ),
  );
  const wrong = fields.map((field) =>
    fc.oneof(
      { weight: 2, arbitrary: boundaryValue(field) },
      { weight: 3, arbitrary: junkValue(pools) },
      { weight: 1, arbitrary: fc.constant<unknown>(OMIT) },
      { weight: 1, arbitrary: fc.constant<unknown>(null) },
    ),
  );
  const mixed = fields.map((field, i) => fc.oneof({ weight: 3, arbitrary: valid[i] }, wrong[i]));
  const values: fc.Arbitrary<unknown[]> = fields.length
    ? fc.oneof(
        fc.tuple(...valid),
        fc
          .tuple(fc.tuple(...valid), fc.nat({ max: fields.length - 1 }))
          .chain(([own, index]) => wrong[index].map((bad) => own.map((v, i) => (i === index ? bad : v)))),
        fc.tuple(...mixed),
      )
    : fc.constant([]);
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant<[string, unknown][]>([]) },
    fc.array(fc.tuple(fc.constantFrom(...SNEAKY_KEYS), junkValue(pools)), { minLength: 1, maxLength: 2 }),
  );
  return fc.tuple(values, extras).map(([own, extra]) => {
    const object: Record<string, unknown> = {};
    const entries: [string, unknown][] = [
      ...own.map((v, i): [string, unknown] => [fields[i].name, v]),
      ...extra,
    ];
    for (const [key, value] of entries) {
      if (value !== OMIT) Object.defineProperty(object, key, { value, enumerable: true, writable: true });
    }
    return object;
  });
}

/** A JSON value nested `levels` deep, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** The body of a call: mostly a DTO-shaped object, else any other JSON, malformed text or a wrong type. */
function bodyOf(route: AnyRoute, pools: IdPools): fc.Arbitrary<FuzzBody> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v): FuzzBody => ({ kind: 'json', value: v }));
  const raw = (contentType: string, text: fc.Arbitrary<string>) =>
    text.map((t): FuzzBody => ({ kind: 'raw', contentType, text: t }));
  const shaped = route.body
    ? [{ weight: 14, arbitrary: json(dtoObject(route.body, pools)) }]
    : [{ weight: 3, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) }];
  return fc.oneof(
    ...shaped,
    { weight: 1, arbitrary: json(fc.constantFrom<unknown>({}, [], null, 0, 'text', true, [{}])) },
    { weight: 1, arbitrary: json(junkValue(pools)) },
    { weight: 1, arbitrary: json(fc.integer({ min: 20, max: 60 }).map(nested)) },
    {
      weight: 1,
      arbitrary: json(
        fc
          .nat({ max: 2000 })
          .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
      ),
    },
    {
      weight: 1,
      arbitrary: raw(
        'application/json',
        fc.constantFrom(
          '{',
          '{"a":',
          '{"a":1,}',
          "{'a':1}",
          '\u0000',
          'NaN',
          '{"a":1e999}',
          '{"a":"\\ud800"}',
          '{"__proto__":{"isAdmin":true}}',
          `{"a":"${'x'.repeat(1_100_000)}"}`,
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: raw('text/plain', fc.constantFrom('a=1', '{"name":"x"}')),
    },
    {
      weight: 1,
      arbitrary: raw(
        'application/x-www-form-urlencoded',
        fc.constantFrom('a=1&b[c]=2', 'name=x&__proto__[a]=1'),
      ),
    },
  );
}

/** One path parameter's text: aimed at the pools mostly, else a boundary or junk, encoded or raw. */
function paramText(pools: IdPools): fc.Arbitrary<string> {
  const text = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...pools.ids).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...pools.strings) },
    {
      weight: 3,
      arbitrary: fc.constantFrom('0', '-1', '1', String(MAX_ID), String(MAX_ID + 1), '1.5', ' 1', '1 ', '١٢'),
    },
    { weight: 3, arbitrary: junkString.filter((s) => s.length < 4000) },
  );
  return fc.oneof(
    { weight: 9, arbitrary: text.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '..', '.') },
  );
}

/** The query string: the DTO's fields as text (valid, boundary, junk), extras, arrays and repeats. */
function queryText(route: AnyRoute, pools: IdPools): fc.Arbitrary<string> {
  const pair = (key: string, value: string) =>
    `${encodeURIComponent(key)}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '?'))}`;
  const fields = route.query ? fieldsOf(route.query) : [];
  const own = fields.map((field) =>
    fc.oneof(
      { weight: 5, arbitrary: validValue(field, pools, 0).map((v) => [pair(field.name, String(v))]) },
      { weight: 2, arbitrary: boundaryValue(field).map((v) => [pair(field.name, String(v))]) },
      { weight: 2, arbitrary: junkString.map((v) => [pair(field.name, v.slice(0, 3000))]) },
      { weight: 3, arbitrary: fc.constant<string[]>([]) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          [`${field.name}[]=1`],
          [`${field.name}[a]=b`],
          [`${field.name}=1`, `${field.name}=2`],
          [`${field.name}`],
          [`${field.name}=%zz`],
        ),
      },
    ),
  );
  const extras = fc.array(
    fc.oneof(
      fc
        .tuple(fc.constantFrom(...SNEAKY_KEYS, 'page', 'limit', 'date', 't'), junkString)
        .map(([k, v]) => [pair(k, v.slice(0, 200))]),
      fc.constantFrom(['__proto__[isAdmin]=true'], ['a[b][c][d][e][f]=1'], ['&&&'], ['=']),
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...own), extras).map(([a, b]) => {
    const parts = [...a.flat(), ...b.flat()];
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/** Headers a client might add: an idempotency key of any shape, forged caller hints. */
function headersOf(route: AnyRoute, pools: IdPools): fc.Arbitrary<Record<string, string>> {
  const header = route.headerIntoBody?.header;
  const safe = (s: string) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 300);
  return fc.record(
    {
      ...(header ? { [header]: junkString.map(safe) } : {}),
      authorization: fc.constantFrom(...pools.ids).map((id) => `UserId ${id}`),
      'x-caller-id': fc.constantFrom(...pools.ids).map(String),
      'x-caller-admin': fc.constant('true'),
    },
    { requiredKeys: [] },
  );
}

/** A full call to one route: its path filled with fuzzed parameters, a query, a body and headers. */
export function callOf(route: AnyRoute, pools: IdPools): fc.Arbitrary<FuzzCall> {
  const names = pathParamNames(route.path);
  const params = fc.tuple(...names.map(() => paramText(pools)));
  return fc
    .tuple(params, queryText(route, pools), bodyOf(route, pools), headersOf(route, pools))
    .map(([values, query, body, headers]) => {
      let index = 0;
      const path = route.path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? values[index++] : segment))
        .join('/');
      return { route, url: `${path}${query}`, body, headers };
    });
}
