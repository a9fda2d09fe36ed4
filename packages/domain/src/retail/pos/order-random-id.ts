import { RANDOM_ID_LENGTH } from '../../core/constants/global-constants';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new POS order's random id: 8 upper-case letters and digits (000 section 9), without the
 * look-alikes I, O, 0 and 1. `randomIndex(n)` gives a whole number below n.
 */
export function newPosOrderRandomId(randomIndex: (n: number) => number): string {
  let id = '';
  for (let i = 0; i < RANDOM_ID_LENGTH; i += 1) id += ALPHABET[randomIndex(ALPHABET.length)];
  return id;
}
