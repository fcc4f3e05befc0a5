import 'server-only';

export { articleWriteTags, productWriteTags, tags } from './cache-tags';
export { BLOG_CATEGORY_UID } from './seed/categories';
export { type ContentRepositories, contentRepositories } from './repositories';
export type * from './types';
export type * from './products/types';
