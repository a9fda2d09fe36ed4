import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const literal = (value: number | string): string =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/**
 * A CHECK that a column holds one value of a catalogue (status ids, affiliate ids, kinds). The
 * values are written into the migration, so a catalogue change shows up as a schema change.
 */
export function oneOf(column: AnyColumn, values: readonly (number | string)[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}

/** A CHECK that a column is null or holds one value of a catalogue. */
export function nullOrOneOf(column: AnyColumn, values: readonly (number | string)[]): SQL {
  return sql`${column} is null or ${oneOf(column, values)}`;
}

/** A CHECK that a number (money, quantity) is not negative. */
export function notNegative(column: AnyColumn): SQL {
  return sql`${column} >= 0`;
}

/** A CHECK that a mobile number is ten digits (a null passes, for optional numbers). */
export function tenDigitMobile(column: AnyColumn): SQL {
  return sql`${column} ~ '^[0-9]{10}$'`;
}
