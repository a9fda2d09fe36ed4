import { z } from 'zod';

/**
 * Lengths of the texts an answer carries, so that every string of a contract has a maximum (a
 * client reading an answer never takes an unbounded string on trust).
 */
export const ANSWER_TEXT_MAX = {
  /** An ISO day (2026-11-25). */
  isoDay: 10,
  /** An ISO timestamp with zone (2026-11-25T21:30:39.123+05:30). */
  isoTimestamp: 40,
  /** A sentence the server says to a person: a result, a refusal, a finding. */
  message: 500,
} as const;

/** An ISO day in an answer. */
export const ZAnswerDay = z.string().max(ANSWER_TEXT_MAX.isoDay);
/** An ISO timestamp in an answer. */
export const ZAnswerTimestamp = z.string().max(ANSWER_TEXT_MAX.isoTimestamp);
/** A sentence for a person in an answer. */
export const ZAnswerMessage = z.string().max(ANSWER_TEXT_MAX.message);
