import { siteConfig } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { placeholderValues } from '../placeholders';
import { articlesRepository, type PlaceholdersFor } from './articles';
import { ignoreReadTags, type ReadTagSink } from '../cache-tags';
import { type CategoryGeneration, categoriesRepository } from './categories';
import { productsRepository } from './products';
import { sitemapRepository } from './sitemap';

export type ContentRepositoryOptions = {
  /** The locale a page without its own text falls back to (the site's default). */
  fallbackLocale?: string;
  /** The days the popularity ranking counts (the site's setting). */
  popularWindowDays?: number;
  /** When the kept category tree is stale (the web app's category-refresh channel); never by default. */
  categoryGeneration?: CategoryGeneration;
  /** Told the cache tags of everything read (the web app's per-render collector); ignored by default. */
  readTags?: ReadTagSink;
  /** The company facts pages show (their placeholders); the site's settings by default. */
  placeholders?: PlaceholdersFor;
};

/** The site's own content: categories, articles and products (the web app composes these with the others). */
export function contentRepositories(db: Db, options: ContentRepositoryOptions = {}) {
  const {
    fallbackLocale = siteConfig().defaultLocale,
    popularWindowDays = siteConfig().popularWindowDays,
    categoryGeneration,
    readTags = ignoreReadTags,
    placeholders = (locale: string) => placeholderValues(siteConfig(), locale),
  } = options;
  return {
    categories: categoriesRepository(db, fallbackLocale, categoryGeneration, readTags),
    articles: articlesRepository(db, fallbackLocale, popularWindowDays, readTags, placeholders),
    products: productsRepository(db, fallbackLocale, readTags),
    sitemap: sitemapRepository(db, readTags),
  };
}

export type ContentRepositories = ReturnType<typeof contentRepositories>;
export type * from '../types';
export type * from '../products/types';
export type { ProductsRepository } from './products';
export type { SitemapArticle, SitemapScope } from './sitemap';
