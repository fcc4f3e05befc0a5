import { BLOG_CATEGORY_UID } from '@tsuzuri/content';
import { feedResponse } from '@/lib/feed-route';

export const dynamic = 'force-dynamic';

/** The blog's RSS feed (`/blog` is a folder of its own, so `[slug]/feed.xml` never sees it). */
export async function GET(_: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse((await params).locale, BLOG_CATEGORY_UID);
}
