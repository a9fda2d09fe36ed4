import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParam, MAX_ROW_ID, wireNumber } from './wire-number';

const ZId = idParam('Invalid id');

describe('idParam', () => {
  it.each([
    ['16', 16],
    [16, 16],
    ['0016', 16],
    [String(MAX_ROW_ID), MAX_ROW_ID],
  ])('reads %j as %d', (wire, id) => {
    expect(ZId.parse(wire)).toBe(id);
  });

  it.each([
    '0x10',
    '+16',
    '-16',
    ' 16',
    '16 ',
    '1e1',
    '16.0',
    '',
    '0',
    '0b1',
    String(MAX_ROW_ID + 1),
  ])('refuses %j with the field message', (wire) => {
    const result = ZId.safeParse(wire);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid id');
  });
});

describe('wireNumber', () => {
  it('keeps a default for a missing query parameter', () => {
    const ZQuery = z.object({ offset: wireNumber(z.number().int().min(0).default(0)) });
    expect(ZQuery.parse({})).toEqual({ offset: 0 });
    expect(ZQuery.parse({ offset: '20' })).toEqual({ offset: 20 });
    expect(ZQuery.safeParse({ offset: '0x14' }).success).toBe(false);
  });

  it('keeps an optional query parameter optional', () => {
    const ZQuery = z.object({ status: wireNumber(z.number().int()).optional() });
    expect(ZQuery.parse({})).toEqual({});
    expect(ZQuery.parse({ status: '3' })).toEqual({ status: 3 });
  });
});
