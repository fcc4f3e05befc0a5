import type { Db } from '@tsuzuri/db';
import type { PushSubscriptionInput } from '@tsuzuri/push/subscriptions';
import { createRepositories } from './repositories';
import { saveSiteSetting } from '@tsuzuri/content/settings';
import {
  addRedirect,
  changeArticleState,
  heartbeat,
  publishArticleChanges,
  saveArticle,
} from '@tsuzuri/content/editorial';
import { searchesRepository } from '@tsuzuri/analytics/console';
import { pushSendsRepository } from '@tsuzuri/push/sends';
import { inboxRepository, ngWordsRepository, replyAsStaff } from '@tsuzuri/readers/console';
import {
  addUser,
  audit,
  completeSetup,
  createLink,
  prepareSetupLink,
  setDisabled,
} from '@tsuzuri/staff';
import { mediaRepository } from '@tsuzuri/media';

/** A browser's push registration as the site stores it: Chrome on Windows, in Japan. */
export const pushRegistration = (
  over: Partial<PushSubscriptionInput> = {},
): PushSubscriptionInput => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  auth: 'A'.repeat(22),
  pdhkey: `B${'C'.repeat(86)}`,
  language: 'ja',
  diff_time: 32400,
  device_model: 'Windows',
  app_id: 'video-studio',
  explorer: 'Chrome',
  explorer_version: '131.0.0.0',
  ...over,
});

/**
 * A site with something in every table, as a few weeks of use would leave it: given a database
 * with the demo content (`tempDb(dialect, { seeded: true })`), it adds readers' comments (one
 * approved, one deleted as spam), contact messages, subscribers, analytics events with their
 * rollups and article views, a recorded purchase click, a push subscription, an article written
 * in the console (revisions, a slug change's redirect, a hand-made redirect, an editor's
 * presence), a media-library image (its row; the files are not part of a database), a site
 * setting saved in the console, and the console's staff.
 * Text that is hard to carry — emoji, quotes, backslashes, line and paragraph separators — is
 * in there on purpose. A new table needs rows here too, or the export round trip cannot vouch
 * for it (transfer.test.ts says so).
 */
export async function fillWholeSite(db: Db): Promise<void> {
  const repos = createRepositories(db, 'ja', 30);
  const tricky = '絵文字😀と "引用" \\ バックスラッシュ\n改行\t\u2028区切り';

  const comment = {
    articleSlug: 'best-free-dvd-software',
    locale: 'ja',
    email: 'taro@example.jp',
    holdReason: null,
    ipHash: 'h'.repeat(64),
    userAgent: 'test',
  };
  const kept = await repos.comments.create({
    ...comment,
    name: '山田太郎',
    body: tricky,
    status: 'pending',
  });
  await repos.comments.setStatus(kept as number, 'approved');
  const spam = await repos.comments.create({
    ...comment,
    name: 'spam',
    body: 'http://spam.example',
    status: 'spam',
  });
  // Deleted: its id must never be handed out again, not even after a move to another database.
  await db
    .deleteFrom('comments')
    .where('id', '=', spam as number)
    .execute();

  const message = {
    name: '山田 太郎',
    email: 'taro@example.jp',
    locale: 'ja',
    ipHash: null,
    userAgent: null,
    mailStatus: 'not_configured' as const,
  };
  await repos.messages.create(
    { ...message, reason: 'review', subject: 'レビュー依頼', body: tricky },
    new Date('2026-05-01T10:00:00Z'),
  );
  await repos.messages.create(
    { ...message, reason: 'advertising', subject: 'Ads', body: 'Rates?' },
    new Date('2026-05-02T10:00:00Z'),
  );

  await repos.subscribers.add('taro@example.jp', 'ja');
  await repos.subscribers.add('jane@example.com', 'en');

  const at = new Date('2026-05-03T09:00:00Z');
  const view = (n: number, slug: string) => ({
    uploadId: `whole-site-${n}`,
    receivedAt: at,
    event: 'page_view',
    pagePath: `/${slug}`,
    pageName: slug.replaceAll('-', '_'),
    locale: 'ja',
    reader: `reader-${n % 2}`,
    bot: false,
    fields: { note: tricky },
    articleSlug: slug,
  });
  await repos.analytics.insertBatch([
    view(1, 'best-free-dvd-software'),
    view(2, 'best-free-dvd-software'),
    view(3, 'dvd-backup-iso-basics'),
  ]);

  await repos.conversions.record({
    at,
    kind: 'purchase',
    pid: 'video-studio',
    plan: 'yearly',
    os: 'mac',
    page: {
      path: '/best-free-dvd-software',
      name: 'best_free_dvd_software',
      locale: 'ja',
      route: { kind: 'entry', slug: 'best-free-dvd-software' },
    },
    attribution: { adChannel: 'mail', orderTag: tricky, trafficType: 'ad' },
  });

  const editor = { id: 'user-1', name: tricky };
  const draft = {
    title: tricky,
    slug: 'console-article',
    locale: 'ja' as const,
    category: 'dvd-copy',
    author: 'editorial',
    body: `<p>${tricky.replaceAll('<', '&lt;')}</p>`,
  };
  const { id } = await saveArticle(db, draft, editor, at);
  const published = await changeArticleState(
    db,
    { id, baseVersion: 1, to: 'published' },
    editor,
    at,
  );
  // A live article's save is its unpublished change (migration 0020): one published (the
  // rename, with its redirect), then one left waiting.
  const renaming = await saveArticle(
    db,
    { ...draft, id, baseVersion: published.version, slug: 'console-article-renamed' },
    editor,
    at,
  );
  const renamed = await publishArticleChanges(
    db,
    { id, baseVersion: renaming.version },
    editor,
    at,
  );
  await saveArticle(
    db,
    {
      ...draft,
      id,
      baseVersion: renamed.version,
      slug: 'console-article-renamed',
      title: `${tricky} (draft change)`.slice(0, 200),
    },
    editor,
    at,
  );
  await addRedirect(db, { from: '/old-campaign', to: '/console-article-renamed' }, at);
  await heartbeat(db, id, editor, at);

  await repos.pushSubscriptions.upsert(
    pushRegistration({ endpoint: 'https://fcm.googleapis.com/fcm/send/whole-site' }),
    at,
  );

  const hash = '0123456789abcdef0123456789abcdef';
  await mediaRepository(db).insert({
    hash,
    fileName: '画面 "設定".png',
    mime: 'image/png',
    width: 1600,
    height: 900,
    bytes: 123_456,
    alt: { ja: tricky, en: 'Settings' },
    variants: [
      {
        format: 'webp',
        width: 1440,
        height: 810,
        bytes: 54_321,
        url: `/media/01/${hash}-1600x900-1440.webp`,
      },
    ],
    uploadedBy: 'editor-1',
    createdAt: at.toISOString(),
  });

  // A setting an editor changed in the console (migration 0019).
  await saveSiteSetting(
    db,
    'social',
    { x: 'https://x.com/tsuzuri_example' },
    'staff:whole-site',
    null,
    at,
  );

  // The operators' console (migration 0017): a staff reply, an NG word, a handled message with
  // a note, a recorded search, a composed push (the Tokyo rollups were filled by insertBatch).
  await replyAsStaff(
    db,
    { replyTo: kept as number, body: tricky, staffEmail: 'editor@example.jp' },
    at,
  );
  await ngWordsRepository(db).add('怪しい語', 'moderator@example.jp');
  const inbox = inboxRepository(db);
  const [first] = await inbox.list();
  await inbox.setHandled(first.id, true, 'moderator@example.jp', at);
  await inbox.setNote(first.id, tricky);
  await searchesRepository(db).record({ query: 'ＤＶＤ 焼く', locale: 'ja', results: 3, at });
  await pushSendsRepository(db).create(
    { title: tricky, body: tricky, url: '/best-free-dvd-software', audience: 'ja', sendAt: null },
    'editor@example.jp',
    at,
  );
  await fillStaff(db, tricky);
}

/**
 * The console's staff: an owner from the setup link (password, a session, the used link), a
 * disabled editor with a pending set-password link, and their audit rows. A move to another
 * database keeps everyone's password and sessions: nobody has to set up the site again.
 */
async function fillStaff(db: Db, tricky: string): Promise<void> {
  const setup = await prepareSetupLink(db, 'http://127.0.0.1:3000');
  const token = new URL(setup?.url ?? 'http://x').searchParams.get('token') ?? '';
  const owner = await completeSetup(db, token, {
    // A staff name refuses control and direction characters (packages/staff, DisplayName): the
    // rest of the tricky text still goes through.
    name: `綴 花子 ${tricky.replace(/\p{C}/gu, '')}`.slice(0, 80),
    email: 'hanako@example.jp',
    password: 'a long pass phrase 1',
  });
  if (!owner.ok) throw new Error('the owner was not set up');
  const now = new Date();
  await db
    .insertInto('staff_sessions')
    .values({
      id: 'whole-site-session',
      token: 'whole-site-session-token',
      user_id: owner.userId,
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      ip_address: '192.0.2.1',
      user_agent: 'test',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  // better-auth's own short-lived tokens (unused by the console today, kept by its schema).
  await db
    .insertInto('staff_verifications')
    .values({
      id: 'whole-site-verification',
      identifier: 'whole-site',
      value: tricky,
      expires_at: new Date(now.getTime() + 600_000).toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  const actor = { id: owner.userId, email: 'hanako@example.jp' };
  const editor = await addUser(
    db,
    { name: '編集 太郎', email: 'taro@example.jp', role: 'editor' },
    actor,
  );
  await createLink(db, 'password', editor.id);
  await setDisabled(db, editor.id, true, actor);
  await audit(db, {
    actor,
    action: 'articles.publish',
    target: 'article:best-free-dvd-software',
    details: { note: tricky },
  });
}
