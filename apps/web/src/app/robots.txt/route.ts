import { siteConfig } from '@tsuzuri/config';
import { renderRobots } from '@/lib/robots';

export const dynamic = 'force-dynamic';

/** Plain text from the settings alone (no database): a crawler reads a 5xx here as "crawl nothing". */
export function GET(): Response {
  return new Response(renderRobots(siteConfig().siteUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
