/** The request header proxy.ts sets to the console path asked for (where login returns to). */
export const CONSOLE_PATH_HEADER = 'x-tsuzuri-console-path';
