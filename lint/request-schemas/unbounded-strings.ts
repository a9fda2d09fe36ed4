import type { z } from 'zod';

type Schema = z.core.$ZodType;
/** A schema inside another, with what its place adds to the path (".key", "[]" or nothing). */
type Child = readonly [step: string, schema: unknown];

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The schemas a value is passed on to inside a schema. */
function childrenOf(schema: Schema): readonly Child[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const object = def as z.core.$ZodObjectDef;
      const fields = Object.entries(object.shape).map(([key, value]): Child => [`.${key}`, value]);
      return [...fields, ['.*', object.catchall]];
    }
    case 'array':
      return [['[]', (def as z.core.$ZodArrayDef).element]];
    case 'set':
      return [['[]', (def as z.core.$ZodSetDef).valueType]];
    case 'tuple': {
      const tuple = def as z.core.$ZodTupleDef;
      return [...tuple.items.map((item, i): Child => [`[${i}]`, item]), ['[]', tuple.rest]];
    }
    case 'union':
      return (def as z.core.$ZodUnionDef).options.map((option): Child => ['', option]);
    case 'intersection': {
      const both = def as z.core.$ZodIntersectionDef;
      return [
        ['', both.left],
        ['', both.right],
      ];
    }
    case 'record':
    case 'map': {
      const record = def as z.core.$ZodRecordDef;
      return [
        ['{key}', record.keyType],
        ['.*', record.valueType],
      ];
    }
    case 'pipe': {
      // What the client sends meets the first schema; after a preprocess step, the second.
      const pipe = def as z.core.$ZodPipeDef;
      return [['', pipe.in._zod.def.type === 'transform' ? pipe.out : pipe.in]];
    }
    case 'lazy':
      return [['', (def as z.core.$ZodLazyDef).getter()]];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return [['', (def as z.core.$ZodOptionalDef).innerType]];
    default:
      return [];
  }
}

const hasMaximum = (schema: Schema): boolean =>
  (schema._zod.def.checks ?? []).some((check) => {
    const kind = check._zod.def.check;
    return kind === 'max_length' || kind === 'length_equals';
  });

/**
 * The paths of the strings a request schema accepts without a maximum length
 * ("shipping_address.landmark", "items[].sku"), bounded only by `.max(n)` or `.length(n)`.
 */
export function unboundedStrings(root: unknown): string[] {
  const found = new Set<string>();
  const walk = (schema: unknown, path: string, ancestors: ReadonlySet<Schema>): void => {
    if (!isSchema(schema) || ancestors.has(schema)) return;
    if (schema._zod.def.type === 'string' && !hasMaximum(schema)) found.add(path || '(value)');
    const within = new Set([...ancestors, schema]);
    for (const [step, child] of childrenOf(schema)) {
      walk(child, `${path}${step}`.replace(/^\./, ''), within);
    }
  };
  walk(root, '', new Set());
  return [...found];
}
