import { siteConfig } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { articlesRepository } from './articles';
import { type CategoryGeneration, categoriesRepository } from './categories';

/** The site's own content: categories and articles (the web app composes these with the others). */
export function contentRepositories(
  db: Db,
  fallbackLocale = siteConfig().defaultLocale,
  popularWindowDays = siteConfig().popularWindowDays,
  categoryGeneration?: CategoryGeneration,
) {
  return {
    categories: categoriesRepository(db, fallbackLocale, categoryGeneration),
    articles: articlesRepository(db, fallbackLocale, popularWindowDays),
  };
}

export type ContentRepositories = ReturnType<typeof contentRepositories>;
export type * from '../types';
