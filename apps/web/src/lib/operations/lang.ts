/** The console's two languages, as the operations screens and their tables take them. */
export type Lang = 'ja' | 'en';
