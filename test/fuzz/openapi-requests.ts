/**
 * Requests for the API fuzz suite, generated with fast-check from the app's own OpenAPI document:
 * a body, path parameters and a query shaped by each operation's schema (so most requests reach
 * the handlers), then often mutated the ways a fuzzer or an attacker would (wrong types, null,
 * huge strings, deep nesting, NUL, lone surrogates, prototype keys, missing fields, junk bodies).
 */
import fc from 'fast-check';

export interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly properties?: Record<string, Schema>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly oneOf?: readonly Schema[];
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly example?: unknown;
  readonly nullable?: boolean;
}

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly schema?: Schema;
}

export interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: Schema }> };
}

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components?: { readonly schemas?: Record<string, Schema> };
}

export interface Route {
  readonly method: string;
  /** As the document writes it: `/api/campaigns/{id}`. */
  readonly path: string;
  readonly operation: Operation;
}

/** Values of the fuzzing user's own things, so generated requests also reach the success paths. */
export interface KnownValues {
  readonly ids: readonly string[];
  readonly byName: Readonly<Record<string, readonly unknown[]>>;
}

export interface FuzzRequest {
  readonly method: string;
  /** Path with parameters filled in (already URL-encoded) and the query string. */
  readonly url: string;
  /** Raw body text (some mutations cannot be written by JSON.stringify); undefined: none. */
  readonly body?: string;
  readonly contentType: string;
  /**
   * A `Content-Encoding` header: `compressed` bodies are sent compressed so (the fuzz suite does it),
   * the others are not, whatever the header says (issue 18, finding 9).
   */
  readonly contentEncoding?: { readonly name: 'gzip' | 'br' | 'deflate'; readonly compressed: boolean };
  /** What was done to the request, for the failure report. */
  readonly mutation: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function routesOf(doc: OpenApiDocument): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

const SIZES = [256, 5001, 100_000, 1_000_000];
const DEPTHS = [33, 200, 3000];
const WEIRD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '😀',
  '‮rtl',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\\u0000',
];

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] ?? {};
}

/** A value the schema accepts, or nearly: what a well-behaved client would send. */
export function valueOf(
  doc: OpenApiDocument,
  raw: Schema,
  known: KnownValues,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const fromKnown = known.byName[name];
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.oneOf) return fc.oneof(...schema.oneOf.map((s) => valueOf(doc, s, known, name, depth + 1)));
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'string': {
        const max = Math.min(schema.maxLength ?? 40, 40);
        const min = Math.min(schema.minLength ?? 0, max);
        const options: fc.Arbitrary<unknown>[] = [fc.string({ minLength: min, maxLength: max })];
        if (schema.example !== undefined) options.push(fc.constant(schema.example), fc.constant(schema.example));
        return fc.oneof(...options);
      }
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
      case 'number':
        return fc.oneof(
          fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }),
          fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true }),
        );
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(
          schema.items ? valueOf(doc, schema.items, known, name, depth + 1) : fc.jsonValue({ maxDepth: 2 }),
          { maxLength: Math.min(schema.maxItems ?? 5, 5) },
        );
      default: {
        if (!schema.properties) {
          const free = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
          return schema.example !== undefined ? fc.oneof(fc.constant(schema.example), free) : free;
        }
        const entries = Object.entries(schema.properties).map(
          ([key, property]) => [key, valueOf(doc, property, known, key, depth + 1)] as const,
        );
        return fc.record(Object.fromEntries(entries), { requiredKeys: [...(schema.required ?? [])] });
      }
    }
  })();
  const withKnown =
    fromKnown && fromKnown.length > 0
      ? fc.oneof({ arbitrary: fc.constantFrom(...fromKnown), weight: 2 }, { arbitrary: base, weight: 1 })
      : base;
  return schema.nullable ? fc.option(withKnown, { nil: null, freq: 5 }) : withKnown;
}

/** Every place inside a JSON value a mutation can reach: `[]` is the value itself. */
function placesIn(
  value: unknown,
  path: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
): Array<Array<string | number>> {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => placesIn(item, [...path, i], out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) placesIn(item, [...path, key], out);
  return out;
}

/** What sits at `key` of a JSON array or object (undefined inside anything else). */
function childAt(value: unknown, key: string | number): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
}

const valueAt = (value: unknown, path: Array<string | number>): unknown => path.reduce(childAt, value);

/** A shallow copy of a JSON array or object, whose entries can be replaced by key or index. */
function shallowCopy(value: unknown): Record<string | number, unknown> {
  return (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
}

function setAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = shallowCopy(value);
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), replacement);
  return copy;
}

function removeAt(value: unknown, path: Array<string | number>): unknown {
  if (path.length === 0) return undefined;
  if (path.length === 1 && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const { [path[0] as string]: _, ...rest } = value as Record<string, unknown>;
    return rest;
  }
  const copy = shallowCopy(value);
  copy[path[0]] = removeAt(copy[path[0]], path.slice(1));
  return copy;
}

function nested(depth: number, kind: 'object' | 'array'): string {
  return kind === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const PLACEHOLDER = JSON.stringify('\u0001fuzz-placeholder\u0001');

/** A mutation of a valid value, as raw JSON text, with a word saying what it did. */
function mutated(value: unknown): fc.Arbitrary<{ text: string; mutation: string }> {
  const places = placesIn(value);
  const place = fc.constantFrom(...places);
  const objectPlaces = places.filter((p) => {
    const at = valueAt(value, p);
    return at !== null && typeof at === 'object' && !Array.isArray(at);
  });
  const stringify = (v: unknown) => JSON.stringify(v) ?? '';
  const raw = (v: unknown, path: Array<string | number>, text: string) =>
    stringify(setAt(v, path, '\u0001fuzz-placeholder\u0001')).replace(PLACEHOLDER, text);
  const options: Array<fc.Arbitrary<{ text: string; mutation: string }>> = [
    fc
      .tuple(
        place,
        fc.oneof(
          fc.constant(null),
          fc.integer(),
          fc.boolean(),
          fc.string({ maxLength: 8 }),
          fc.array(fc.integer(), { maxLength: 3 }),
          fc.constant({}),
          fc.constant(1e308),
          fc.constant(-1),
        ),
      )
      .map(([p, v]) => ({
        text: stringify(setAt(value, p, v)),
        mutation: `wrong type ${stringify(v)} at ${p.join('.') || '(body)'}`,
      })),
    fc.tuple(place, fc.constantFrom(...SIZES)).map(([p, n]) => ({
      text: stringify(setAt(value, p, 'x'.repeat(n))),
      mutation: `string of ${n} at ${p.join('.') || '(body)'}`,
    })),
    fc
      .tuple(place, fc.constantFrom(...DEPTHS), fc.constantFrom<'object' | 'array'>('object', 'array'))
      .map(([p, d, k]) => ({
        text: raw(value, p, nested(d, k)),
        mutation: `${k}s nested ${d} deep at ${p.join('.') || '(body)'}`,
      })),
    fc.tuple(place, fc.constantFrom(...WEIRD_TEXT), fc.string({ maxLength: 6 })).map(([p, weird, s]) => ({
      text: stringify(setAt(value, p, `${s}${weird}${s}`)),
      mutation: `text ${stringify(weird)} at ${p.join('.') || '(body)'}`,
    })),
    fc
      .tuple(place, fc.constantFrom('99999999999999999999', '1e400', '-0', '0.5', '-99999999999999999999'))
      .map(([p, n]) => ({ text: raw(value, p, n), mutation: `number ${n} at ${p.join('.') || '(body)'}` })),
    fc
      .tuple(place)
      .map(([p]) => ({ text: stringify(removeAt(value, p)) || '{}', mutation: `without ${p.join('.') || '(body)'}` })),
    fc
      .constantFrom(
        '[]',
        '"a string"',
        '42',
        'null',
        'true',
        '',
        '{"a":',
        '{"a":1}}',
        "{'a':1}",
        '\u0000',
        '{"a":"\\ud800"}',
        '{"\\u0000":1}',
      )
      .map((text) => ({ text, mutation: `body ${stringify(text)}` })),
  ];
  if (objectPlaces.length > 0) {
    options.push(
      fc
        .tuple(
          fc.constantFrom(...objectPlaces),
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
        )
        .map(([p, key]) => {
          const target = valueAt(value, p) as Record<string, unknown>;
          const inner = stringify(target).replace(
            /^\{/,
            `{${stringify(key)}:{"polluted":true,"isAdmin":true}${Object.keys(target).length > 0 ? ',' : ''}`,
          );
          return { text: raw(value, p, inner), mutation: `key ${key} at ${p.join('.') || '(body)'}` };
        }),
      fc.tuple(fc.constantFrom(...objectPlaces), fc.string({ maxLength: 10 })).map(([p, key]) => {
        const target = valueAt(value, p) as Record<string, unknown>;
        return {
          text: stringify(setAt(value, p, { ...target, [key || 'extra']: 'unexpected' })),
          mutation: `unknown key ${stringify(key)} at ${p.join('.') || '(body)'}`,
        };
      }),
    );
  }
  return fc.oneof(...options);
}

const encode = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A path segment: one of the user's ids, any id, or something no id looks like (already encoded). */
function pathValue(known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(known.ids.length > 0 ? known.ids : ['none'])).map(encode), weight: 3 },
    { arbitrary: fc.uuid().map(encode), weight: 1 },
    { arbitrary: fc.string({ maxLength: 20 }).map(encode), weight: 1 },
    { arbitrary: fc.constantFrom(101, ...SIZES.slice(0, 2)).map((n) => 'i'.repeat(n)), weight: 1 },
    {
      // Ids that would climb out of a provider path, end it, or start its query (issue 18, finding 1).
      arbitrary: fc.constantFrom(
        '%3F',
        'a%3Flimit%3D1',
        '%23',
        'a%23b',
        'x%2F..%2Faccounts',
        '..%2Fwebhooks',
        '%2E%2E%2F',
        ...known.ids.map((id) => `x%2F..%2F${encode(id)}`),
        '%00',
        'a%00b',
        '%ED%A0%80',
        '%F0%9F%98',
        '%',
        '%zz',
        '..',
        '%2e%2e',
        '%2F',
        'a%2Fb',
        '%C0%AF',
        '%FF',
        '%u0000',
        '%E2%80%AE',
      ),
      weight: 2,
    },
  );
}

function queryValue(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  known: KnownValues,
  name: string,
): fc.Arbitrary<string> {
  const valid = (schema ? valueOf(doc, schema, known, name) : fc.string({ maxLength: 10 })).map(encode);
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    {
      arbitrary: fc.constantFrom(
        '99999999999999999999',
        '1e300',
        '-1',
        'NaN',
        'Infinity',
        '0x10',
        '',
        '%00',
        '%ED%A0%80',
        'true',
        'null',
        '[]',
        '%',
        '1.5',
        '1e400',
        'abc',
      ),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...SIZES.slice(0, 2)).map((n) => 'q'.repeat(n)), weight: 1 },
  );
}

/** Requests for one route: about a third as a client would send them, the rest mutated. */
export function requestsFor(doc: OpenApiDocument, route: Route, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const parameters = route.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map(() => pathValue(known)))
    .map((values) => pathParams.reduce((p, param, i) => p.replace(`{${param.name}}`, values[i]), route.path));
  const query = fc
    .tuple(
      fc.tuple(
        ...queryParams.map((p) => fc.option(queryValue(doc, p.schema, known, p.name), { nil: undefined, freq: 4 })),
      ),
      fc.option(
        fc.constantFrom(
          'skip=1&skip=2',
          'limit[a]=1',
          'extra=1',
          '__proto__[x]=1',
          'constructor=1',
          `x=${'y'.repeat(3000)}`,
          // Page parameters as finding 10 sent them.
          'page=',
          'perPage=',
          'page=1&page=2',
          'page=99999999999999999999',
          'perPage=0&page=-1',
        ),
        { nil: undefined, freq: 5 },
      ),
    )
    .map(([values, extra]) => {
      const parts = queryParams.flatMap((p, i) => (values[i] === undefined ? [] : [`${p.name}=${values[i]}`]));
      if (extra) parts.push(extra);
      return parts.length > 0 ? `?${parts.join('&')}` : '';
    });
  const content = route.operation.requestBody?.content;
  const schema = content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
  const body: fc.Arbitrary<{ text?: string; mutation: string }> = schema
    ? valueOf(doc, schema, known).chain((value) =>
        fc.oneof(
          { arbitrary: fc.constant({ text: JSON.stringify(value), mutation: 'as documented' }), weight: 1 },
          { arbitrary: mutated(value), weight: 2 },
        ),
      )
    : fc.oneof(
        { arbitrary: fc.constant({ text: undefined, mutation: 'no body' }), weight: 3 },
        { arbitrary: mutated({}), weight: 1 },
      );
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/json; charset=latin1',
        'application/x-www-form-urlencoded',
        'text/csv',
        'application/json; charset=utf-16',
      ),
      weight: 1,
    },
  );
  const contentEncoding = fc.option(
    fc.record({ name: fc.constantFrom('gzip' as const, 'br' as const, 'deflate' as const), compressed: fc.boolean() }),
    { nil: undefined, freq: 6 },
  );
  return fc
    .record({ path, query, body, contentType, contentEncoding })
    .map(({ path: p, query: q, body: b, contentType: c, contentEncoding: e }) => {
      const withBody = route.method !== 'GET' && b.text !== undefined;
      const encoding = withBody ? e : undefined;
      const told = encoding
        ? ` (Content-Encoding ${encoding.name}${encoding.compressed ? '' : ', not compressed'})`
        : '';
      return {
        method: route.method,
        url: `${p}${q}`,
        body: route.method === 'GET' ? undefined : b.text,
        contentType: c,
        contentEncoding: encoding,
        mutation: route.method === 'GET' ? 'query and path only' : `${b.mutation}${told}`,
      };
    });
}
