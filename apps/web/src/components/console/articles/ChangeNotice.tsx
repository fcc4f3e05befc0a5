import type { ChangeInfo } from '@tsuzuri/content/editorial';
import { formatTokyo } from '@/lib/console/tokyo-time';
import { type ArticleTexts, fill } from './texts';

type Props = {
  t: ArticleTexts;
  lang: 'ja' | 'en';
  change: ChangeInfo | null;
  /** Something on screen is not saved yet: it can be published too (saved first). */
  dirty: boolean;
  busy: boolean;
  onPublish: () => void;
  onDiscard: () => void;
};

/**
 * A published article's unpublished change (docs/product.md#unpublished-changes): who saved it
 * and when, and the two ways out of it. The public page shows none of it until 「変更を公開」.
 */
export function ChangeNotice({ t, lang, change, dirty, busy, onPublish, onDiscard }: Props) {
  return (
    <div className="c-change" data-change={change ? 'pending' : 'none'}>
      {change ? (
        <div className="c-alert c-alert-warn">
          <p>
            <strong>{t.changePending}</strong>
          </p>
          <p>
            {fill(t.changeWho, {
              name: change.byName,
              at: formatTokyo(change.savedAt, lang),
              since: formatTokyo(change.since, lang, false),
            })}
          </p>
        </div>
      ) : null}
      <div className="c-publish__buttons">
        <button
          type="button"
          className="c-button"
          disabled={busy || !(change || dirty)}
          onClick={onPublish}
        >
          {t.publishChanges}
        </button>
        {change ? (
          <button
            type="button"
            className="c-button-quiet c-button-danger"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t.discardConfirm)) onDiscard();
            }}
          >
            {t.discardChanges}
          </button>
        ) : null}
      </div>
    </div>
  );
}
