import { siteConfig } from '@tsuzuri/config';
import { z } from 'zod';
import type { Db } from '@tsuzuri/db';
import { tags } from '../cache-tags';
import { EditorialError } from './errors';

/**
 * A whole address of this site, pasted from the browser's address bar, stands for its path:
 * editors copy the old page's URL, and the path is what the front compares. Its percent-escapes
 * are decoded (Japanese paths are stored as written); its query stays, for the path rule to
 * refuse. Another site's address is left as typed, and refused by the rule too.
 */
export function pathOfSiteUrl(value: string): string {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return value;
  const url = new URL(value);
  const bare = (host: string) => host.replace(/^www\./, '');
  if (bare(url.hostname) !== bare(new URL(siteConfig().siteUrl).hostname)) return value;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays escaped: the rule below refuses "%".
  }
  return `${path}${url.search}`;
}

/**
 * A site path a redirect may start or end at: absolute, no query or fragment, no trailing
 * slash (the front compares the request's path as it came), no `//` (never another host).
 */
export const SitePathSchema = z
  .string()
  .trim()
  .transform(pathOfSiteUrl)
  .pipe(
    z
      .string()
      .max(500, 'パスは500文字以内です (at most 500 characters)')
      .regex(
        /^\/(?!\/)[^\s?#\\%]*$/,
        'このサイトのパス（/ で始まる部分）を入力してください。ほかのサイトのURLや「?」以降は使えません (a path of this site, starting with /; no other site, no ?query)',
      )
      .refine(
        (p) => p === '/' || !p.endsWith('/'),
        '末尾の「/」を外してください (no slash at the end)',
      )
      .refine((p) => !p.includes('//'), 'パスに「//」は使えません (a path cannot contain //)')
      .refine(
        (p) => !p.split('/').some((segment) => segment === '.' || segment === '..'),
        'パスに「.」や「..」だけの部分は使えません (no . or .. segments)',
      ),
  );

/**
 * First segments the site answers before any redirect is looked up (the console, the analytics
 * and cookie endpoints), or whose redirect would break the site itself (the API, the build's
 * files, the media library, the push worker); and the home page. A redirect from one would be
 * listed as live and never work, or take the site's machinery away.
 */
const SITE_MACHINERY = new Set([
  'admin',
  'api',
  '_next',
  'media',
  'webpush',
  'cookie_set',
  'index.php',
  'v2',
]);
const FromPathSchema = SitePathSchema.refine(
  (p) => p !== '/' && !SITE_MACHINERY.has(p.split('/')[1] ?? ''),
  'このパスはサイトが使うパスのため、転送元にできません (the site itself answers this path)',
);

export const RedirectInputSchema = z.object({ from: FromPathSchema, to: SitePathSchema }).strict();
export type RedirectInput = z.input<typeof RedirectInputSchema>;

export type Redirect = { from: string; to: string; source: 'slug' | 'manual'; updatedAt: string };

/** Every redirect, by old path (a site has tens or hundreds: one page, no paging). */
export async function listRedirects(db: Db): Promise<Redirect[]> {
  const rows = await db.selectFrom('redirects').selectAll().orderBy('from_path').execute();
  return rows.map((r) => ({
    from: r.from_path,
    to: r.to_path,
    source: r.source,
    updatedAt: r.updated_at,
  }));
}

/** The whole table as old path → final path: what each front keeps in memory. */
export async function loadRedirectMap(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('redirects').select(['from_path', 'to_path']).execute();
  return new Map(rows.map((r) => [r.from_path, r.to_path]));
}

/**
 * Writes from → to keeping the table flat: `to` is followed to its final path first (a chain
 * A→B→C is stored as A→C), a redirect that would end where it starts is refused, the redirects
 * that ended at `from` now end at the final path, and nothing redirects away from the final
 * path (it is a live page now).
 */
async function writeFlat(
  db: Db,
  from: string,
  to: string,
  source: 'slug' | 'manual',
  now: Date,
): Promise<string> {
  const next = await db
    .selectFrom('redirects')
    .select('to_path')
    .where('from_path', '=', to)
    .executeTakeFirst();
  const final = next?.to_path ?? to;
  if (final === from)
    throw new EditorialError(
      'redirect_loop',
      {
        ja: `${from} → ${to} はループになります（${to} から ${from} へ戻る転送があります）`,
        en: `${from} → ${to} would loop: ${to} already leads back to ${from}`,
      },
      'to',
    );
  await db.deleteFrom('redirects').where('from_path', '=', final).execute();
  const at = now.toISOString();
  await db
    .updateTable('redirects')
    .set({ to_path: final, updated_at: at })
    .where('to_path', '=', from)
    .execute();
  // Those that now point at themselves (X→from where from→X) are dropped: X is the live page.
  await db.deleteFrom('redirects').whereRef('from_path', '=', 'to_path').execute();
  await db
    .insertInto('redirects')
    .values({ from_path: from, to_path: final, source, updated_at: at })
    .onConflict((oc) =>
      oc.column('from_path').doUpdateSet({ to_path: final, source, updated_at: at }),
    )
    .execute();
  return final;
}

/**
 * A slug change's 301 (saveArticle's rename). The new path is a live page now, so a redirect
 * away from it (left by an earlier rename the other way) goes first.
 */
export async function recordSlugRedirect(
  db: Db,
  from: string,
  to: string,
  now: Date,
): Promise<void> {
  if (from === to) return;
  await db.deleteFrom('redirects').where('from_path', '=', to).execute();
  await writeFlat(db, from, to, 'slug', now);
}

/**
 * A hand-made redirect's save: the tags to purge, and the redirect as stored — the paths as read
 * from what was typed (a whole URL of this site becomes its path), its target the end of any
 * chain it joined — which is what the audit names.
 */
export type RedirectSave = { tags: string[]; stored: { from: string; to: string } };

/** Adds a redirect by hand; an existing one for `from` is refused (edit it instead). */
export async function addRedirect(
  db: Db,
  input: RedirectInput,
  now = new Date(),
): Promise<RedirectSave> {
  const { from, to } = RedirectInputSchema.parse(input);
  if (from === to)
    throw new EditorialError(
      'redirect_loop',
      { ja: `${from} から同じパスへは転送できません`, en: `${from} cannot redirect to itself` },
      'to',
    );
  const stored = await db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('redirects')
      .select('to_path')
      .where('from_path', '=', from)
      .executeTakeFirst();
    if (exists)
      throw new EditorialError(
        'invalid',
        {
          ja: `${from} の転送はすでにあります（転送先: ${exists.to_path}）。一覧から編集してください`,
          en: `${from} already redirects to ${exists.to_path}; edit it in the list`,
        },
        'from',
      );
    return { from, to: await writeFlat(trx, from, to, 'manual', now) };
  });
  return { tags: [tags.redirects], stored };
}

/** Points an existing redirect elsewhere (or moves its old path): delete then add, one transaction. */
export async function updateRedirect(
  db: Db,
  from: string,
  input: RedirectInput,
  now = new Date(),
): Promise<RedirectSave> {
  const next = RedirectInputSchema.parse(input);
  if (next.from === next.to)
    throw new EditorialError(
      'redirect_loop',
      {
        ja: `${next.from} から同じパスへは転送できません`,
        en: `${next.from} cannot redirect to itself`,
      },
      'to',
    );
  const stored = await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('redirects').where('from_path', '=', from).executeTakeFirst();
    if (!gone.numDeletedRows)
      throw new EditorialError('not_found', {
        ja: `${from} の転送はありません`,
        en: `There is no redirect from ${from}`,
      });
    const clash = await trx
      .selectFrom('redirects')
      .select('to_path')
      .where('from_path', '=', next.from)
      .executeTakeFirst();
    if (clash)
      throw new EditorialError(
        'invalid',
        {
          ja: `${next.from} の転送はすでにあります（転送先: ${clash.to_path}）`,
          en: `${next.from} already redirects to ${clash.to_path}`,
        },
        'from',
      );
    return { from: next.from, to: await writeFlat(trx, next.from, next.to, 'manual', now) };
  });
  return { tags: [tags.redirects], stored };
}

export async function deleteRedirect(db: Db, from: string): Promise<string[]> {
  const r = await db.deleteFrom('redirects').where('from_path', '=', from).executeTakeFirst();
  if (!r.numDeletedRows)
    throw new EditorialError('not_found', {
      ja: `${from} の転送はありません`,
      en: `There is no redirect from ${from}`,
    });
  return [tags.redirects];
}
