import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  CART_CANCELLED,
  CART_CHANGE_REFUND,
  CART_DELIVERED,
  GIVEN_BACK_ELSEWHERE,
  LINK_PAYMENT,
  SHEET_APPLIERS,
} from './events';

// What runs on each event is the list in areas/events.ts, in its order, as docs/areas.md says;
// no module of the server runs a registration when it is imported.

const SERVER = fileURLToPath(new URL('..', import.meta.url));

/** The modules (not tests) of the server, as paths from src/. */
function modulesUnder(folder: string): string[] {
  return readdirSync(`${SERVER}${folder}`, { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'test' ? [] : modulesUnder(path);
    return /\.ts$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/**
 * Statements a module runs when imported that call something. A unique index's refusal
 * (`registerUniqueConflict`, decision 019) is a table entry of the area's errors, not an event.
 */
function callsOnImport(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(`${SERVER}${path}`, 'utf8'), 99, true);
  return source.statements
    .filter((s) => ts.isExpressionStatement(s) && ts.isCallExpression(s.expression))
    .map((s) => s.getText(source).split('(')[0] ?? '')
    .filter((callee) => callee !== 'registerUniqueConflict')
    .map((callee) => `${path}: ${callee}(…)`);
}

describe('the areas’ events', () => {
  it('run the handlers docs/areas.md lists, in its order', () => {
    const names = (hooks: readonly { name: string }[]) => hooks.map((h) => h.name);
    expect(names(CART_CANCELLED)).toEqual([
      'reverseCreditOnCancel',
      'refundCancelledCart',
      'giveBackTillSaleOnCancel',
    ]);
    expect(names(CART_DELIVERED)).toEqual(['postEarnedCredit']);
    expect(names(GIVEN_BACK_ELSEWHERE)).toEqual(['tillSaleGivenBack']);
    expect(names(CART_CHANGE_REFUND)).toEqual(['refundCartChange']);
    expect(names(LINK_PAYMENT.paid)).toEqual(['settleModificationsOnPaidLink']);
    expect(LINK_PAYMENT.failed).toEqual([]);
  });

  it('apply 21 sheet types, each by one area', () => {
    const keys = SHEET_APPLIERS.map((a) => a.type.key);
    expect(keys).toHaveLength(21);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are wired when the app is built: no module registers anything when imported', () => {
    expect(modulesUnder('').flatMap(callsOnImport)).toEqual([]);
  });
});
