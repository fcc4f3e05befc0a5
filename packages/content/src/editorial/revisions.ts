import { diffWords } from 'diff';
import type { Db } from '@tsuzuri/db';
import type { RevisionFields } from './article-fields';
import type { Actor } from './article-input';
import type { ConflictingSave } from './errors';
import { EditorialError } from './errors';

export type RevisionAction =
  | 'create'
  | 'save'
  | 'restore'
  | 'rename'
  | 'schedule'
  | 'publish'
  | 'unpublish'
  | 'draft'
  | 'import'
  /** A save kept as the published article's unpublished change (article-changes.ts). */
  | 'change'
  | 'publish_changes'
  | 'discard_changes';

export type Revision = {
  id: number;
  articleId: number;
  version: number;
  by: { id: string; name: string };
  at: string;
  action: RevisionAction;
  fields: RevisionFields;
};

export async function writeRevision(
  db: Db,
  r: {
    articleId: number;
    version: number;
    actor: Actor;
    action: RevisionAction;
    fields: RevisionFields;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('article_revisions')
    .values({
      article_id: r.articleId,
      version: r.version,
      saved_by_id: r.actor.id,
      saved_by_name: r.actor.name,
      saved_at: r.at,
      action: r.action,
      fields: JSON.stringify(r.fields),
    })
    .execute();
}

/** The saves after `version`: who the conflict names. */
export async function savesSince(
  db: Db,
  articleId: number,
  version: number,
): Promise<ConflictingSave[]> {
  const rows = await db
    .selectFrom('article_revisions')
    .select(['version', 'saved_by_id', 'saved_by_name', 'saved_at'])
    .where('article_id', '=', articleId)
    .where('version', '>', version)
    .orderBy('version')
    .execute();
  return rows.map((r) => ({
    version: r.version,
    byId: r.saved_by_id,
    byName: r.saved_by_name,
    at: r.saved_at,
  }));
}

type RevisionRow = {
  id: number;
  article_id: number;
  version: number;
  saved_by_id: string;
  saved_by_name: string;
  saved_at: string;
  action: string;
  fields: string;
};
const toRevision = (r: RevisionRow): Revision => ({
  id: r.id,
  articleId: r.article_id,
  version: r.version,
  by: { id: r.saved_by_id, name: r.saved_by_name },
  at: r.saved_at,
  action: r.action as RevisionAction,
  fields: JSON.parse(r.fields) as RevisionFields,
});

/** An article's revisions, newest first, without their fields (the history list). */
export async function listRevisions(
  db: Db,
  articleId: number,
): Promise<Omit<Revision, 'fields'>[]> {
  const rows = await db
    .selectFrom('article_revisions')
    .select(['id', 'article_id', 'version', 'saved_by_id', 'saved_by_name', 'saved_at', 'action'])
    .where('article_id', '=', articleId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => {
    const { fields: _, ...rest } = toRevision({ ...r, fields: '{}' });
    return rest;
  });
}

export async function getRevision(db: Db, articleId: number, version: number): Promise<Revision> {
  const row = await db
    .selectFrom('article_revisions')
    .selectAll()
    .where('article_id', '=', articleId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row)
    throw new EditorialError('not_found', {
      ja: `版 ${version} がありません`,
      en: `Article ${articleId} has no version ${version}`,
    });
  return toRevision(row);
}

/** One piece of a text diff: added, removed or unchanged text, in order. */
export type DiffPart = { kind: 'added' | 'removed' | 'same'; text: string };
export type FieldChange = {
  field: keyof RevisionFields;
  from: unknown;
  to: unknown;
  diff?: DiffPart[];
};

// Japanese has no spaces between words: a dictionary-based segmenter finds them.
const WORDS = new Intl.Segmenter('ja', { granularity: 'word' });
const TEXT_FIELDS: (keyof RevisionFields)[] = ['title', 'description', 'keywords', 'body'];

/**
 * What changed from revision `a` to revision `b`: every field that differs, with a word diff
 * (Japanese split into words by Intl.Segmenter) for the text fields.
 */
export async function compareRevisions(
  db: Db,
  articleId: number,
  a: number,
  b: number,
): Promise<FieldChange[]> {
  const [from, to] = await Promise.all([
    getRevision(db, articleId, a),
    getRevision(db, articleId, b),
  ]);
  const changes: FieldChange[] = [];
  for (const field of Object.keys(to.fields) as (keyof RevisionFields)[]) {
    const x = from.fields[field] ?? null;
    const y = to.fields[field] ?? null;
    if (x === y) continue;
    const change: FieldChange = { field, from: x, to: y };
    if (TEXT_FIELDS.includes(field))
      change.diff = diffWords(String(x ?? ''), String(y ?? ''), { intlSegmenter: WORDS }).map(
        (p) => ({
          kind: p.added ? 'added' : p.removed ? 'removed' : 'same',
          text: p.value,
        }),
      );
    changes.push(change);
  }
  return changes;
}
