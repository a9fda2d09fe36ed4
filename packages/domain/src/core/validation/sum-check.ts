/**
 * The sign-in screen's addition check (spec 000 section 2): two random numbers from 1 to 9;
 * the answer accepts digits only, at most 2 characters, and must equal the sum.
 */
export const SUM_CHECK_MIN = 1;
export const SUM_CHECK_MAX = 9;
export const SUM_ANSWER_MAX_LENGTH = 2;

export interface SumChallenge {
  a: number;
  b: number;
}

/** A new challenge; `random` returns a number in [0, 1) like Math.random. */
export function newSumChallenge(random: () => number = Math.random): SumChallenge {
  const pick = () => SUM_CHECK_MIN + Math.floor(random() * (SUM_CHECK_MAX - SUM_CHECK_MIN + 1));
  return { a: pick(), b: pick() };
}

/** What the answer box keeps of a typed value: digits only, at most 2 characters. */
export function sanitiseSumAnswer(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, SUM_ANSWER_MAX_LENGTH);
}

/** Whether the answer equals the sum. */
export function sumAnswerIsRight(challenge: SumChallenge, answer: string): boolean {
  return /^\d{1,2}$/.test(answer) && Number(answer) === challenge.a + challenge.b;
}
