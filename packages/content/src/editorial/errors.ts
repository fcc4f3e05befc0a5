/**
 * Why an editorial write was refused: a code the console can branch on, the reason in both of the
 * console's languages (a screen shows its own; the message, for the CLI and logs, is Japanese
 * first with English after), and the input field it is about when it is one field.
 */
export type EditorialErrorCode =
  | 'invalid'
  | 'not_found'
  | 'slug_taken'
  | 'slug_reserved'
  | 'illegal_transition'
  | 'conflict'
  | 'redirect_loop'
  | 'unsafe_html'
  | 'in_use';

/** One reason in the console's two languages. */
export type RefusalTexts = { ja: string; en: string };

export class EditorialError extends Error {
  constructor(
    readonly code: EditorialErrorCode,
    readonly texts: RefusalTexts,
    /** The input's key the refusal is about ('appId', 'from'), for the form to mark that field. */
    readonly field?: string,
  ) {
    super(`${texts.ja} (${texts.en})`);
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
    const names = [...new Set(savedSince.map((s) => s.byName))];
    super('conflict', {
      ja: `この記事は編集中に ${names.join('、') || '別の処理'} が保存しました。最新の版を読み込んでから保存してください`,
      en: `${names.join(', ') || 'Someone else'} saved this article while you were editing it. Load the latest version, then save again`,
    });
    this.name = 'EditConflictError';
  }
}
