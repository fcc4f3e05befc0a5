import { PAGE_NUMBER } from './site-routes';

/**
 * The optional page segment of /blog/{page?}, /by-latest/{page?}, /by-popularity/{page?}:
 * absent = 1; a positive integer without leading zeros; anything else (or more segments) is not
 * a page, and the caller answers 404.
 */
export function parsePageParam(segments: string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1;
  if (segments.length > 1) return null;
  const [raw] = segments;
  if (!PAGE_NUMBER.test(raw)) return null;
  return Number(raw);
}
