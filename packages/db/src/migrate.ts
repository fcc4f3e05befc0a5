import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './connection';
import { OPTIMIZE_ON_OPEN, refreshPlannerStatistics } from './planner-statistics';
import * as init from './migrations/0001_init';
import * as subscribers from './migrations/0002_subscribers';
import * as search from './migrations/0003_search';
import * as comments from './migrations/0004_comments';
import * as messages from './migrations/0005_messages';
import * as pageViews from './migrations/0006_page_views';
import * as analytics from './migrations/0007_analytics';
import * as pushSubscriptions from './migrations/0008_push_subscriptions';
import * as subscriberConfirmation from './migrations/0009_subscriber_confirmation';
import * as rerenderArticleHtml from './migrations/0010_rerender_article_html';
import * as products from './migrations/0011_products';
import * as conversions from './migrations/0012_conversions';
import * as searchReadings from './migrations/0013_search_readings';
import * as staff from './migrations/0014_staff';
import * as editorial from './migrations/0015_editorial';
import * as media from './migrations/0016_media';
import * as operations from './migrations/0017_operations';
import * as scaleIndexes from './migrations/0018_scale_indexes';
import * as siteSettings from './migrations/0019_site_settings';
import * as articleChanges from './migrations/0020_article_changes';
import * as articleBodyImages from './migrations/0021_article_body_images';
import * as searchTitleIndex from './migrations/0022_search_title_index';
import * as listingCounts from './migrations/0023_listing_counts';
import * as searchSpans from './migrations/0024_search_spans';
import * as sitemapIndex from './migrations/0025_sitemap_index';
import * as exactPlannerStatistics from './migrations/0026_exact_planner_statistics';
import * as popularityRanking from './migrations/0027_popularity_ranking';
import * as listingIdsFromIndexes from './migrations/0028_listing_ids_from_indexes';
import * as consoleListIndex from './migrations/0029_console_list_index';
import * as rankedProbeIndex from './migrations/0030_ranked_probe_index';
import * as popularityListingColumns from './migrations/0031_popularity_listing_columns';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/**
 * The data a migration fills in with code that lives above this package (the search index,
 * article HTML): the migration keeps its schema part as written and calls its step right after,
 * in the same migration. `@tsuzuri/content`'s migrateSite passes them; every caller goes there.
 */
export type DataStep = (db: Kysely<unknown>) => Promise<unknown>;
export type DataSteps = Record<
  | '0003_search'
  | '0010_rerender_article_html'
  | '0013_search_readings'
  | '0021_article_body_images'
  | '0024_search_spans'
  | '0027_popularity_ranking'
  | '0031_popularity_listing_columns',
  DataStep
>;

// A static list rather than a folder scan: it bundles, and the order is explicit.
const migrations: Record<string, DialectMigration> = {
  '0001_init': init,
  '0002_subscribers': subscribers,
  '0003_search': search,
  '0004_comments': comments,
  '0005_messages': messages,
  '0006_page_views': pageViews,
  '0007_analytics': analytics,
  '0008_push_subscriptions': pushSubscriptions,
  '0009_subscriber_confirmation': subscriberConfirmation,
  '0010_rerender_article_html': rerenderArticleHtml,
  '0011_products': products,
  '0012_conversions': conversions,
  '0013_search_readings': searchReadings,
  '0014_staff': staff,
  '0015_editorial': editorial,
  '0016_media': media,
  '0017_operations': operations,
  '0018_scale_indexes': scaleIndexes,
  '0019_site_settings': siteSettings,
  '0020_article_changes': articleChanges,
  '0021_article_body_images': articleBodyImages,
  '0022_search_title_index': searchTitleIndex,
  '0023_listing_counts': listingCounts,
  '0024_search_spans': searchSpans,
  '0025_sitemap_index': sitemapIndex,
  '0026_exact_planner_statistics': exactPlannerStatistics,
  '0027_popularity_ranking': popularityRanking,
  '0028_listing_ids_from_indexes': listingIdsFromIndexes,
  '0029_console_list_index': consoleListIndex,
  '0030_ranked_probe_index': rankedProbeIndex,
  '0031_popularity_listing_columns': popularityListingColumns,
};

class StaticProvider implements MigrationProvider {
  constructor(
    private readonly dialect: Dialect,
    private readonly dataSteps: DataSteps,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const step = (name: string): DataStep | undefined => this.dataSteps[name as keyof DataSteps];
    return Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [
        name,
        {
          up: async (db: Kysely<unknown>) => {
            await m.up(db, this.dialect);
            await step(name)?.(db);
          },
        },
      ]),
    );
  }
}

/**
 * Brings the schema up to date, running each applied migration's data step after it; returns
 * the names of the migrations it applied.
 */
export async function migrateToLatest(
  db: Db,
  dialect: Dialect,
  dataSteps: DataSteps,
): Promise<string[]> {
  // Unordered: parallel work adds migrations with lower numbers than ones already applied.
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(dialect, dataSteps),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  // A new index has no statistics until SQLite analyses it; until then the planner may prefer it
  // to a better one. The search index's pages get their floor here too: the process that
  // migrates a new database often goes on to fill it (planner-statistics.ts).
  if (applied.length && dialect === 'sqlite') await refreshPlannerStatistics(db, OPTIMIZE_ON_OPEN);
  return applied;
}
