import fc from 'fast-check';
import type { RegisteredRoute } from './registered-routes';
import { HUGE_TEXT, MALFORMED_IDS, UNSTORABLE_TEXTS } from './hostile-values';

/** A request as `app.inject` takes it; a body is JSON text. */
export interface HostileRequest {
  method: string;
  url: string;
  payload?: string;
}

/** Hostile values as they travel in a URL, already escaped: NUL, surrogate bytes, bad ids. */
const URL_VALUES = [
  '%00',
  'a%00b',
  // The UTF-8 bytes of a lone surrogate, which is not UTF-8.
  '%ED%A0%80',
  'x%ED%B0%80',
  ...MALFORMED_IDS.map(encodeURIComponent),
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '%25',
  'x'.repeat(2_000),
] as const;

const urlValue = fc.constantFrom(...URL_VALUES);

/** Hostile JSON values: unstorable and huge texts, bad ids, numbers out of range, wrong types. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<unknown>(...UNSTORABLE_TEXTS, ...MALFORMED_IDS, HUGE_TEXT),
    fc.string().map((text) => `${text}\u0000`),
    fc.constantFrom<unknown>(-1, 0, -2_147_483_649, 2_147_483_648, 2 ** 53 + 2, 1e308, 0.5),
    fc.constantFrom<unknown>(true, false, null, [], {}),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

type ZodLike = { _zod: { def: { type: string; shape?: object; in?: ZodLike } } };

const isZodLike = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The field names of an object schema (through a preprocess step), to aim values at them. */
function fieldNamesOf(schema: unknown): string[] {
  if (!isZodLike(schema)) return [];
  const { def } = schema._zod;
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return fieldNamesOf(def.in);
  return [];
}

/** An object with every named field, and perhaps a stray one, holding hostile values. */
function hostileFields<T>(names: readonly string[], value: fc.Arbitrary<T>) {
  const named = fc.record(Object.fromEntries(names.map((name) => [name, value])));
  const stray = fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 });
  return fc.tuple(named, stray).map(([fields, extra]) => ({ ...extra, ...fields }));
}

/**
 * Hostile requests to one route: every path parameter, every query parameter its schema names
 * and every body field it names (or the whole body) set to a hostile value.
 */
export function hostileRequests(route: RegisteredRoute): fc.Arbitrary<HostileRequest> {
  const segments = route.url.split('/');
  const path = fc
    .tuple(
      ...segments.map((segment) => (segment.startsWith(':') ? urlValue : fc.constant(segment))),
    )
    .map((parts) => parts.join('/'));
  const query = hostileFields(fieldNamesOf(route.schema.querystring), urlValue).map((fields) =>
    Object.entries(fields)
      .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
      .join('&'),
  );
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = fc.oneof(hostileFields(fieldNamesOf(route.schema.body), jsonValue), jsonValue);
  return fc
    .record({ path, query, body: hasBody ? body : fc.constant(undefined) })
    .map(({ path: url, query: search, body: payload }) => ({
      method: route.method,
      url: search ? `${url}?${search}` : url,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    }));
}
