import { feedResponse } from '@/lib/feed-route';

export const dynamic = 'force-dynamic';

/** A category's RSS feed: `/{uid}/feed.xml` (404 for an article's slug or an unknown one). */
export async function GET(
  _: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
) {
  const { locale, slug } = await params;
  return feedResponse(locale, slug);
}
