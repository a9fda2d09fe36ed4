/**
 * The mark of a page's search field: "/" anywhere in the console focuses the first field that
 * carries it. Spread on the field: `<TextInput {...searchFieldMark} />`.
 */
export const SEARCH_FIELD_ATTRIBUTE = 'data-shortcut-search';
export const searchFieldMark = { [SEARCH_FIELD_ATTRIBUTE]: true } as const;
