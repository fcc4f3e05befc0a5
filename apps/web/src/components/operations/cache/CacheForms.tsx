import { purgeTagAction, purgeUrlAction, resetAction } from '@/app/admin/(console)/cache/actions';
import { ConfirmButton } from '@/components/console/ConfirmButton.client';
import { SubmitButton } from '@/components/console/SubmitButton.client';
import type { CacheTexts } from './texts';

/** The three purges: one path, one tag, everything (asked first). */
export function CacheForms({ t }: { t: CacheTexts }) {
  return (
    <div className="o-forms">
      <form action={purgeUrlAction} className="c-card">
        <h2 className="o-h2">{t.purgeUrl}</h2>
        <div className="c-field">
          <label htmlFor="purge-url">{t.purgeUrlField}</label>
          <input id="purge-url" name="url" required maxLength={2000} />
        </div>
        <p className="c-hint">{t.purgeUrlNote}</p>
        <SubmitButton className="c-button">{t.run}</SubmitButton>
      </form>
      <form action={purgeTagAction} className="c-card">
        <h2 className="o-h2">{t.purgeTag}</h2>
        <div className="c-field">
          <label htmlFor="purge-tag">{t.purgeTagField}</label>
          <input id="purge-tag" name="tag" required maxLength={200} />
        </div>
        <SubmitButton className="c-button">{t.run}</SubmitButton>
      </form>
      <form action={resetAction} className="c-card">
        <h2 className="o-h2">{t.reset}</h2>
        <p className="c-hint">{t.resetNote}</p>
        <ConfirmButton className="c-button" question={t.resetConfirm}>
          {t.reset}
        </ConfirmButton>
      </form>
    </div>
  );
}
