/** A link (payment link, CTO link) is valid for 24 hours after creation (000 sections 4 and 9). */
export const LINK_VALIDITY_HOURS = 24;
const LINK_VALIDITY_MS = LINK_VALIDITY_HOURS * 60 * 60 * 1000;

/** The message shown once a link has expired. */
export const LINK_EXPIRED_MESSAGE = 'This link is expired!';

export interface LinkRemaining {
  expired: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left on a link created at `createdAt`, in whole days, hours, minutes and seconds. */
export function linkRemaining(createdAt: Date, now: Date): LinkRemaining {
  const leftMs = createdAt.getTime() + LINK_VALIDITY_MS - now.getTime();
  // Whole seconds left; the last fraction of a second still counts as time left.
  const left = Math.ceil(leftMs / 1000);
  if (left <= 0) return { expired: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
  return {
    expired: false,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;

/** The countdown text of a link, or "This link is expired!". */
export function describeLinkRemaining(createdAt: Date, now: Date): string {
  const r = linkRemaining(createdAt, now);
  if (r.expired) return LINK_EXPIRED_MESSAGE;
  return [
    unit(r.days, 'day'),
    unit(r.hours, 'hour'),
    unit(r.minutes, 'minute'),
    unit(r.seconds, 'second'),
  ].join(' ');
}
