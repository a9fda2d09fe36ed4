const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India's offset from UTC in minutes (no daylight saving). */
const INDIA_OFFSET_MINUTES = 330;

/** A day as the console shows dates ("D MMM, YYYY"), in India's time. */
export function indiaDay(at: Date): string {
  const local = new Date(at.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}, ${local.getUTCFullYear()}`;
}
