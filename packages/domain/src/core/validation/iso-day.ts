/** Length of a day written YYYY-MM-DD, the form every date travels in. */
export const ISO_DAY_LENGTH = 10;
