/**
 * The event HydrationSignal dispatches on window once React has hydrated a page; the front's
 * intent loader (front/framework-on-intent.ts) replays what it held when it hears it.
 */
export const HYDRATED_EVENT = 'tsuzuri:hydrated';
