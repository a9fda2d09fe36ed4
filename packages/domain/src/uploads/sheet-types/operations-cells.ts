import { z } from 'zod';
import { AUTOMATION_MESSAGES as A } from './automation-messages';
import { textCell } from './automation-cells';
import { OPERATIONS_SHEET_MESSAGES as O } from './operations-messages';

/** The cells the stock, COD and shipping label sheets share. */

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A day written dd/MM/yyyy, to its ISO form (2026-11-20): what a `date` column holds. */
export const dayCell = (column: string) =>
  textCell(column).transform((v, ctx) => {
    const [, d, mo, y] = DATE.exec(v) ?? [];
    const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    if (y !== undefined && day.getUTCDate() === Number(d) && day.getUTCMonth() === Number(mo) - 1) {
      return `${y}-${mo}-${d}`;
    }
    ctx.issues.push({ code: 'custom', message: A.date(column), input: v });
    return z.NEVER;
  });

/** A reference typed by people (docket, UTR, challan number), upper-cased. */
export const referenceCell = (column: string) => textCell(column).transform((v) => v.toUpperCase());

/** A plant or storage location code of the ERP, upper-cased: 2 to 8 letters or digits. */
export const locationCodeCell = (column: string) =>
  textCell(column)
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z0-9]{2,8}$/.test(v), O.locationCode(column));
