import { feedResponse } from '@/lib/feed-route';

export const dynamic = 'force-dynamic';

/** The site's RSS feed in a locale: `/feed.xml`, `/en/feed.xml`. */
export async function GET(_: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse((await params).locale);
}
