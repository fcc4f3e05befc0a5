// Groups of HTML elements that more than one step of the pipeline treats alike.

/** The six heading levels. */
export const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** A table and the elements that only stand inside one. */
export const TABLE_ELEMENTS = ['table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr'];
