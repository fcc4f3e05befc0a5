import { siteConfig } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { articlesRepository } from './articles';
import { ignoreReadTags, type ReadTagSink } from '../cache-tags';
import { type CategoryGeneration, categoriesRepository } from './categories';

/** The site's own content: categories and articles (the web app composes these with the others). */
export function contentRepositories(
  db: Db,
  fallbackLocale = siteConfig().defaultLocale,
  popularWindowDays = siteConfig().popularWindowDays,
  categoryGeneration?: CategoryGeneration,
  readTags: ReadTagSink = ignoreReadTags,
) {
  return {
    categories: categoriesRepository(db, fallbackLocale, categoryGeneration, readTags),
    articles: articlesRepository(db, fallbackLocale, popularWindowDays, readTags),
  };
}

export type ContentRepositories = ReturnType<typeof contentRepositories>;
export type * from '../types';
