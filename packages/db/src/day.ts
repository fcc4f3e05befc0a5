/** The UTC day of a moment, as the daily tables store it: YYYY-MM-DD. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
