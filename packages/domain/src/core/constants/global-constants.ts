// Global constants of spec 000 section 9 (link validity lives in links/, the Team Leader
// cancel ids in orders/, user status action ids in users/, next to the rules using them).

/** Default page size of order lists (`limit` of /list-of-all-orders/). */
export const ORDER_LIST_PAGE_SIZE = 50;
/** Default page size of the member list. */
export const MEMBER_LIST_PAGE_SIZE = 100;
/** Default page size of production lists. */
export const PRODUCTION_LIST_PAGE_SIZE = 100;

/** How long the web app waits for an API answer. */
export const API_TIMEOUT_MS = 180_000;

/** Scroll offset at which the page header's Back button turns sticky. */
export const STICKY_BACK_SCROLL_PX = 75;
/** Scroll offset past which the scroll-to-top button appears. */
export const SCROLL_TO_TOP_PX = 50;

/** Hour slots used to round an hour up. */
export const HOUR_SLOTS = [2, 9, 14, 26, 33, 35, 38, 50, 57, 62] as const;

/** Length of generated random ids. */
export const RANDOM_ID_LENGTH = 8;

/** Default debounce of typed input. */
export const DEFAULT_DEBOUNCE_MS = 1_000;

/** The future-delivery popup closes this long after a successful update. */
export const FUTURE_DELIVERY_CLOSE_MS = 1_000;

/** Files are read in base64 chunks of this size. */
export const FILE_READ_CHUNK_SIZE = 512;

/** Date display format (day.js tokens). */
export const DATE_TIME_FORMAT = 'D MMM, YYYY h:mm A';
/** India's offset from UTC: every time is shown in it. */
export const INDIA_UTC_OFFSET = '+05:30';
/** Locale of number formatting. */
export const NUMBER_LOCALE = 'en-IN';
/** Numbers are shown with up to this many decimals. */
export const MAX_FRACTION_DIGITS = 2;
/** Currency of every amount. */
export const CURRENCY = 'INR';
