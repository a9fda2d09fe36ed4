/** Page sizes of the retail staff list (002 section 9): 50 to 500 in steps of 50. */
export const RETAIL_STAFF_PAGE_SIZES = Array.from({ length: 10 }, (_, i) => (i + 1) * 50);

/** The page size the list opens with. */
export const RETAIL_STAFF_DEFAULT_PAGE_SIZE = 50;
