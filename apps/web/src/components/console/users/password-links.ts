import type { PasswordLink } from '@/lib/console/user-actions';

/** A one-time link on the users screen, with what the screen says of it. */
export type ShownLink = { link: PasswordLink; heading: string; reset: boolean };

/**
 * The links made during this visit, newest first. A new link never takes another person's off
 * the screen: the owner may not have passed that one on yet, and it is never shown again. A
 * person's new link replaces only their own older one, which stopped working when it was made
 * (one unused link per account).
 */
export const withLink = (links: ShownLink[], made: ShownLink): ShownLink[] => [
  made,
  ...links.filter((shown) => shown.link.userId !== made.link.userId),
];
