/**
 * Why an editorial write was refused, as a code the console can branch on and a message it can
 * show (Japanese first, English after). `conflict` carries who saved in between.
 */
export type EditorialErrorCode =
  | 'invalid'
  | 'not_found'
  | 'slug_taken'
  | 'slug_reserved'
  | 'illegal_transition'
  | 'conflict'
  | 'redirect_loop'
  | 'unsafe_html';

export class EditorialError extends Error {
  constructor(
    readonly code: EditorialErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EditorialError';
  }
}

/** Someone saved the article since the version this edit was based on. */
export type ConflictingSave = { version: number; byId: string; byName: string; at: string };

export class EditConflictError extends EditorialError {
  constructor(
    readonly currentVersion: number,
    readonly savedSince: ConflictingSave[],
  ) {
    const who = [...new Set(savedSince.map((s) => s.byName))].join('、') || '別の処理';
    super(
      'conflict',
      `この記事は編集中に ${who} が保存しました。最新の版を読み込んでから保存してください (saved meanwhile by ${who}; reload version ${currentVersion} first)`,
    );
    this.name = 'EditConflictError';
  }
}
