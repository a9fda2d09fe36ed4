import { RANDOM_ID_LENGTH } from '@backoffice/domain/core/constants';
import type { Rng } from './prng';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An order's random id: 8 upper-case letters or digits, as customers see it (/ORDER<id>). */
export function randomOrderId(rng: Rng): string {
  return rng.text(ALPHABET, RANDOM_ID_LENGTH);
}
