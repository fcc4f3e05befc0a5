import { siteConfig } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { articlesRepository } from './articles';
import { ignoreReadTags, type ReadTagSink } from '../cache-tags';
import { type CategoryGeneration, categoriesRepository } from './categories';
import { productsRepository } from './products';

export type ContentRepositoryOptions = {
  /** The locale a page without its own text falls back to (the site's default). */
  fallbackLocale?: string;
  /** The days the popularity ranking counts (the site's setting). */
  popularWindowDays?: number;
  /** When the kept category tree is stale (the web app's category-refresh channel); never by default. */
  categoryGeneration?: CategoryGeneration;
  /** Told the cache tags of everything read (the web app's per-render collector); ignored by default. */
  readTags?: ReadTagSink;
};

/** The site's own content: categories, articles and products (the web app composes these with the others). */
export function contentRepositories(db: Db, options: ContentRepositoryOptions = {}) {
  const {
    fallbackLocale = siteConfig().defaultLocale,
    popularWindowDays = siteConfig().popularWindowDays,
    categoryGeneration,
    readTags = ignoreReadTags,
  } = options;
  return {
    categories: categoriesRepository(db, fallbackLocale, categoryGeneration, readTags),
    articles: articlesRepository(db, fallbackLocale, popularWindowDays, readTags),
    products: productsRepository(db, fallbackLocale, readTags),
  };
}

export type ContentRepositories = ReturnType<typeof contentRepositories>;
export type * from '../types';
export type * from '../products/types';
export type { ProductsRepository } from './products';
