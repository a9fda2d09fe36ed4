import { z } from 'zod';
import { MEMBER_PRESENCES } from '../activity';
import type { MemberRef } from '../fields';

// What this area's answers are built of (not part of the area's face).
export const ZMemberRef = z.object({
  login_id: z.number().int(),
  name: z.string(),
}) satisfies z.ZodType<MemberRef>;

/** One page of a team list. */
export const teamPage = <Row extends z.ZodType>(row: Row) =>
  z.object({
    count: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    results: z.array(row),
  });

export const ZPresence = z.enum(MEMBER_PRESENCES);
