import 'server-only';

export { type StatsQuery, statsQuery } from './analytics/range';
export { articleWriteTags, tags } from './cache-tags';
export { isConfiguredLocale, type Locale, SUPPORTED_LOCALES, type SiteConfig, siteConfig } from './config';
export { BLOG_CATEGORY_UID } from './seed/categories';
export { createRepositories, type Repositories, repositories } from './repositories';
export type * from './types';
