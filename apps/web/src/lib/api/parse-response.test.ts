import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ContractMismatchError, parseInDev } from './parse-response';

const ZAnswer = z.object({ count: z.number().int() });

describe('parseInDev', () => {
  it('returns an answer that matches its contract as it came', () => {
    const data = { count: 2 };
    expect(parseInDev('GET /things/', ZAnswer, data)).toBe(data);
  });

  it('throws naming the call when the answer does not match', () => {
    const check = () => parseInDev('GET /things/', ZAnswer, { count: 'two' });
    expect(check).toThrow(ContractMismatchError);
    expect(check).toThrow(/GET \/things\/.*contract[\s\S]*count/);
  });

  it('passes an answer through when the call names no contract', () => {
    expect(parseInDev('GET /things/', undefined, { anything: true })).toEqual({ anything: true });
  });
});
