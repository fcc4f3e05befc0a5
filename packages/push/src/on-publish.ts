import { siteConfig } from '@tsuzuri/config';
import { announcesOnPublish } from './env';
import type { PushMessage } from './message';
import { type SendOptions, type SendReport, sendToAll } from './send';

/** An article an import made visible (@tsuzuri/content's ImportReport.published). */
export type PublishedArticle = { slug: string; locale: string; title: string; description: string };

export type Announcement = { article: PublishedArticle; report: SendReport };

/** The notification for a new article: its title, its description, its page. */
export function articleMessage(article: PublishedArticle, defaultLocale: string): PushMessage {
  const path =
    article.locale === defaultLocale ? `/${article.slug}` : `/${article.locale}/${article.slug}`;
  return { title: article.title.slice(0, 120), body: article.description.slice(0, 400), url: path };
}

/**
 * Announces newly published articles when PUSH_ON_PUBLISH is on, each to the readers of its
 * language. Returns null when announcing is off.
 */
export async function announcePublished(
  articles: PublishedArticle[],
  options: SendOptions & { enabled?: boolean; defaultLocale?: string } = {},
): Promise<Announcement[] | null> {
  if (!(options.enabled ?? announcesOnPublish())) return null;
  const defaultLocale = options.defaultLocale ?? siteConfig().defaultLocale;
  const announcements: Announcement[] = [];
  for (const article of articles) {
    announcements.push({
      article,
      report: await sendToAll(articleMessage(article, defaultLocale), {
        ...options,
        language: article.locale,
      }),
    });
  }
  return announcements;
}
