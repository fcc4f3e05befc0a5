import { siteConfig } from '../config';
import { type Db, getDb } from '../db/connection';
import { articlesRepository } from './articles';
import { categoriesRepository } from './categories';
import { commentsRepository } from './comments';
import { messagesRepository } from './messages';
import { subscribersRepository } from './subscribers';
import { viewsRepository } from './views';

export function createRepositories(db: Db, fallbackLocale = siteConfig().defaultLocale, popularWindowDays = siteConfig().popularWindowDays) {
  return {
    categories: categoriesRepository(db, fallbackLocale),
    articles: articlesRepository(db, fallbackLocale, popularWindowDays),
    subscribers: subscribersRepository(db),
    comments: commentsRepository(db),
    views: viewsRepository(db),
    messages: messagesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

const globalForRepos = globalThis as unknown as { tsuzuriRepos?: Promise<Repositories> };

/** The repositories over the process's shared connection: what the web app calls. */
export function repositories(): Promise<Repositories> {
  globalForRepos.tsuzuriRepos ??= getDb().then((db) => createRepositories(db));
  return globalForRepos.tsuzuriRepos;
}
