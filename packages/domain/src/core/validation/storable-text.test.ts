import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text';

describe('isStorableText', () => {
  it.each(['', 'Flat 4, MG Road', 'कमरा', 'bed 🛏 frame', '\ud83d\ude00'])('accepts %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udbff', '\udc00y', 'a\ude00\ud83d', '\ud83d\ud83d'])(
    'refuses %j',
    (text) => {
      expect(isStorableText(text)).toBe(false);
    },
  );
});
