import { z } from 'zod';
import { idParam } from '../core/validation/wire-number';
import { ZAnswerTimestamp } from '../core/validation/answer-text';

/**
 * Saved filters: a person's named sets of a list screen's query (the status tab aside, what the
 * address after `?` holds), kept per person and screen so they follow them to any browser.
 */

/** The longest screen key (`orders.work-list`). */
export const SAVED_FILTER_SCREEN_MAX_LENGTH = 60;
/** The longest name of a saved set. */
export const SAVED_FILTER_NAME_MAX_LENGTH = 60;
/** At most this many query parameters in one saved set. */
export const SAVED_FILTER_MAX_KEYS = 20;
/** The longest query parameter name. */
export const SAVED_FILTER_KEY_MAX_LENGTH = 40;
/** The longest query parameter value. */
export const SAVED_FILTER_VALUE_MAX_LENGTH = 200;
/** Saved sets a person keeps per screen: a menu, not an archive. */
export const SAVED_FILTERS_PER_SCREEN = 50;

export const SAVED_FILTER_MESSAGES = {
  screen: 'Screen must be a key like orders.work-list',
  nameRequired: 'Name is Required!',
  nameTooLong: `Name must be at most ${SAVED_FILTER_NAME_MAX_LENGTH} characters`,
  tooManyKeys: `A saved filter holds at most ${SAVED_FILTER_MAX_KEYS} fields`,
  key: `A filter field is letters, digits or _ (at most ${SAVED_FILTER_KEY_MAX_LENGTH} characters)`,
  valueTooLong: `A filter value must be at most ${SAVED_FILTER_VALUE_MAX_LENGTH} characters`,
  tooMany: `At most ${SAVED_FILTERS_PER_SCREEN} saved filters per screen: delete one first`,
  id: 'id must be a saved filter id',
} as const;

/** A screen key: lower-case words joined by dots (`orders.work-list`). */
export const ZSavedFilterScreen = z
  .string({ error: SAVED_FILTER_MESSAGES.screen })
  .max(SAVED_FILTER_SCREEN_MAX_LENGTH, SAVED_FILTER_MESSAGES.screen)
  .regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/, SAVED_FILTER_MESSAGES.screen);

/** The query parameters of a saved set: bounded in number, names and values. */
export const ZSavedFilterQuery = z
  .record(
    z
      .string()
      .max(SAVED_FILTER_KEY_MAX_LENGTH, SAVED_FILTER_MESSAGES.key)
      .regex(/^[A-Za-z0-9_]+$/, SAVED_FILTER_MESSAGES.key),
    z
      .string({ error: SAVED_FILTER_MESSAGES.valueTooLong })
      .max(SAVED_FILTER_VALUE_MAX_LENGTH, SAVED_FILTER_MESSAGES.valueTooLong),
  )
  .refine((query) => Object.keys(query).length <= SAVED_FILTER_MAX_KEYS, {
    message: SAVED_FILTER_MESSAGES.tooManyKeys,
  });
export type SavedFilterQuery = z.infer<typeof ZSavedFilterQuery>;

/** GET /api/saved-filters/?screen=. */
export const ZSavedFiltersQuery = z.object({ screen: ZSavedFilterScreen });

/** POST /api/saved-filters/: saving under a name the person already uses replaces that set. */
export const ZSaveFilterRequest = z.object({
  screen: ZSavedFilterScreen,
  name: z
    .string({ error: SAVED_FILTER_MESSAGES.nameRequired })
    .trim()
    .min(1, SAVED_FILTER_MESSAGES.nameRequired)
    .max(SAVED_FILTER_NAME_MAX_LENGTH, SAVED_FILTER_MESSAGES.nameTooLong),
  query: ZSavedFilterQuery,
});
export type TSaveFilterRequest = z.infer<typeof ZSaveFilterRequest>;

/** DELETE /api/saved-filters/:id/. */
export const ZSavedFilterIdParam = z.object({ id: idParam(SAVED_FILTER_MESSAGES.id) });

/** One saved set as the calls answer it. */
export const ZSavedFilter = z.object({
  id: z.number().int(),
  screen: z.string().max(SAVED_FILTER_SCREEN_MAX_LENGTH),
  name: z.string().max(SAVED_FILTER_NAME_MAX_LENGTH),
  query: ZSavedFilterQuery,
  created_at: ZAnswerTimestamp,
  updated_at: ZAnswerTimestamp,
});
export type SavedFilter = z.infer<typeof ZSavedFilter>;

/** GET /api/saved-filters/: the caller's sets of one screen, by name. */
export const ZSavedFiltersResponse = z.object({ results: z.array(ZSavedFilter) });
export type SavedFiltersResponse = z.infer<typeof ZSavedFiltersResponse>;

/** The answer of POST /api/saved-filters/. */
export const ZSaveFilterResponse = z.object({ success: z.literal(true), filter: ZSavedFilter });
export type SaveFilterResponse = z.infer<typeof ZSaveFilterResponse>;
