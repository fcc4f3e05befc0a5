/**
 * The code of the answer a console action gives when the session has ended while its screen was
 * open (script-actions.ts): a screen's script tells it from other refusals to offer the sign-in
 * page in another tab, keeping what is on screen.
 */
export const SIGNED_OUT_CODE = 'signed-out' as const;
