import { describe, expect, it } from 'vitest';
import { PATTERN_MESSAGES } from './messages';
import {
  matchesPattern,
  PATTERNS,
  ZDecimalAmount,
  ZDigits,
  ZEmail,
  ZGstNumber,
  ZLettersAndSpaces,
  ZLettersSpacesAndDots,
  ZPanNumber,
  ZPercent,
  ZRange,
  type PatternName,
} from './patterns';

// Accepted and refused values per shared pattern of 000 section 5.
const CASES: Record<PatternName, { ok: string[]; bad: string[] }> = {
  decimalAmount: {
    ok: ['0', '12', '12.5', '12.50', '100000.99'],
    bad: ['', '12.', '.5', '12.505', '-1', '1e3', '12,50', 'abc'],
  },
  percent: {
    ok: ['0', '7', '99', '99.5', '5.0'],
    bad: ['100', '9.55', '.5', '', '-5', '10.'],
  },
  digits: { ok: ['0', '0123456789'], bad: ['', '12a', '1.5', '-1', '1 2'] },
  lettersAndSpaces: { ok: ['Ravi', 'Ravi Kumar'], bad: ['', 'R. Kumar', 'Ravi1', 'Ravi-K'] },
  lettersSpacesAndDots: { ok: ['R. Kumar', 'Dr. A. B. Rao'], bad: ['', 'R.K.1', "O'Neil"] },
  email: {
    ok: ['ravi@example.com', 'ravi.kumar+ops@store.co.in'],
    bad: ['', 'ravi', 'ravi@', '@example.com', 'ravi@example', 'ravi kumar@example.com'],
  },
  gstNumber: {
    ok: ['27ABCDE1234F1Z5', '07AAACB2230M1ZC', '29ABCDE1234FaZb'],
    bad: ['27ABCDE1234F1X5', '27abcde1234F1Z5', '2ABCDE1234F1Z5', '27ABCDE1234F1Z', ''],
  },
  panNumber: { ok: ['ABCDE1234F'], bad: ['ABCD1234F', 'abcde1234f', 'ABCDE12345', 'ABCDE1234FG'] },
  range: {
    ok: ['1234567890-1234567899'],
    bad: ['123456789-1234567890', '1234567890-123456789', '1234567890 1234567890', ''],
  },
};

const SCHEMAS = {
  decimalAmount: ZDecimalAmount,
  percent: ZPercent,
  digits: ZDigits,
  lettersAndSpaces: ZLettersAndSpaces,
  lettersSpacesAndDots: ZLettersSpacesAndDots,
  email: ZEmail,
  gstNumber: ZGstNumber,
  panNumber: ZPanNumber,
  range: ZRange,
};

const NAMES = Object.keys(CASES) as PatternName[];
const accepted = NAMES.flatMap((name) => CASES[name].ok.map((v) => [name, v] as const));
const refused = NAMES.flatMap((name) => CASES[name].bad.map((v) => [name, v] as const));

describe('shared patterns (000 section 5)', () => {
  it('cover every pattern', () => {
    expect(NAMES.sort()).toEqual(Object.keys(PATTERNS).sort());
  });

  it.each(accepted)('%s accepts %j', (name, value) => {
    expect(matchesPattern(name, value)).toBe(true);
    expect(SCHEMAS[name].safeParse(value).success).toBe(true);
  });

  it.each(refused)('%s refuses %j with its message', (name, value) => {
    expect(matchesPattern(name, value)).toBe(false);
    const result = SCHEMAS[name].safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PATTERN_MESSAGES[name]);
  });

  it('ignores surrounding spaces in the schemas', () => {
    expect(ZPanNumber.parse(' ABCDE1234F ')).toBe('ABCDE1234F');
  });

  it('uses the sign-in e-mail message', () => {
    expect(PATTERN_MESSAGES.email).toBe('Invalid Email Id!');
  });
});
