'use client';

import { useCallback, useRef, useState } from 'react';
import { previewLinkAction } from '@/lib/console/article-actions';
import type { EditorLabels } from '../editor/labels';
import { RichEditor, type RichEditorHandle } from '../editor/RichEditor.client';
import type { PickedImage } from '../editor/image-insert';
import { ConsolePage } from '../ConsolePage';
import { SHELL_TEXTS } from '../texts';
import { useLeaveGuard } from '../use-leave-guard';
import { ArticleFieldsSection } from './ArticleFieldsSection.client';
import { autosaveNeeds, autosaveNeedsText } from './autosave-needs';
import type { ArticleFields, ArticleMeta, Option, TranslationLink } from './form-types';
import { MediaPicker } from './MediaPicker.client';
import { PublishBar } from './PublishBar.client';
import { RevisionsPanel } from './RevisionsPanel.client';
import { saveProblemText } from './save-problem';
import { type ArticleTexts, fill } from './texts';
import { useArticleSave } from './use-article-save';
import { usePresence } from './use-presence';

type Props = {
  t: ArticleTexts;
  lang: 'ja' | 'en';
  editorLabels: EditorLabels;
  initialFields: ArticleFields;
  initialMeta: ArticleMeta;
  initialBody: string;
  categories: Option[];
  authors: Option[];
  locales: Option[];
  translations: TranslationLink[];
  /** The site's origin, for the search-result preview's URL line. */
  siteUrl: string;
  defaultLocale: string;
  autosaveMs: number;
};

/** The article screen: fields, body editor, workflow buttons, presence, conflicts and history. */
export function ArticleForm(props: Props) {
  const { t } = props;
  const [fields, setFields] = useState(props.initialFields);
  const editor = useRef<RichEditorHandle | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const composing = useRef(false);
  // Known from the editor's changes (the handle is a ref, not state): for the status line only.
  const [bodyEmpty, setBodyEmpty] = useState(!props.initialBody.trim());
  const saver = useArticleSave({
    fields,
    initialMeta: props.initialMeta,
    editor,
    composing,
    autosaveMs: props.autosaveMs,
  });
  const { meta, markDirty } = saver;
  useLeaveGuard(saver.unsaved, SHELL_TEXTS[props.lang].leaveConfirm, form);
  const others = usePresence(meta.id);
  const [history, setHistory] = useState(false);
  const picker = useRef<((image: PickedImage | null) => void) | null>(null);
  const [picking, setPicking] = useState<'body' | 'thumbnail' | null>(null);

  const set = useCallback(
    <K extends keyof ArticleFields>(key: K, value: ArticleFields[K]) => {
      setFields((f) => ({ ...f, [key]: value }));
      markDirty();
    },
    [markDirty],
  );
  const onReady = useCallback((handle: RichEditorHandle) => {
    editor.current = handle;
  }, []);
  const bodyChanged = useCallback(() => {
    markDirty();
    setBodyEmpty(editor.current?.isEmpty() ?? true);
  }, [markDirty]);
  const pickImage = useCallback(
    () =>
      new Promise<PickedImage | null>((resolve) => {
        picker.current = resolve;
        setPicking('body');
      }),
    [],
  );
  const picked = (image: PickedImage | null) => {
    if (picking === 'thumbnail' && image) set('thumbnail', image.src);
    picker.current?.(image);
    picker.current = null;
    setPicking(null);
  };
  const preview = async () => {
    // Opened now, inside the click, so no pop-up blocker stops it; pointed at the link once ready.
    const tab = window.open('about:blank', '_blank');
    const m = saver.dirty.current || !meta.id ? await saver.save() : meta;
    const id = m?.id ?? meta.id;
    const link = id ? await previewLinkAction(id) : null;
    if (tab && link?.ok) tab.location.href = link.value;
    else tab?.close();
  };
  const pathOf = (slug: string) =>
    fields.locale === props.defaultLocale ? `/${slug}` : `/${fields.locale}/${slug}`;

  const screen = (
    <form
      ref={form}
      className="c-article"
      onSubmit={(e) => e.preventDefault()}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={() => {
        composing.current = false;
      }}
    >
      {others.length ? (
        <p className="c-alert c-alert-warn" role="alert">
          {fill(t.othersEditing, { names: others.map((o) => o.name).join('、') })}
        </p>
      ) : null}
      {saver.conflict ? (
        <div className="c-alert c-alert-error" role="alert">
          <p>
            <strong>{t.conflictTitle}</strong>
          </p>
          <p>{saver.conflict.message}</p>
          <button type="button" className="c-button-quiet" onClick={saver.reloadDiscarding}>
            {t.conflictReload}
          </button>
          <button
            type="button"
            className="c-button-quiet c-button-danger"
            onClick={() => void saver.save(saver.conflict?.currentVersion)}
          >
            {t.conflictOverwrite}
          </button>
        </div>
      ) : null}
      {saver.error ? (
        <p className="c-alert c-alert-error" role="alert">
          {saveProblemText(t, saver.error)}
          {saver.error.kind === 'signed_out' ? (
            <>
              {' '}
              <a href="/admin/login" target="_blank" rel="noopener">
                {t.signInInNewTab}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="c-article__layout">
        <div className="c-article__publish">
          <PublishBar
            t={t}
            lang={props.lang}
            state={meta.state}
            publishAt={meta.publishAt}
            change={meta.change}
            status={saver.status}
            liveUrl={meta.liveSlug ? `${props.siteUrl}${pathOf(meta.liveSlug)}` : null}
            autosaveNeeds={autosaveNeedsText(t, props.lang, autosaveNeeds(fields, bodyEmpty))}
            standalone={!fields.category}
            busy={saver.busy}
            onSave={() => void saver.save()}
            onPreview={() => void preview()}
            onChange={(to, at) => void saver.changeState(to, at)}
            onChangeDecision={(d) => void saver.decideChange(d)}
          />
        </div>
        <div className="c-article__main">
          <ArticleFieldsSection
            fields={fields}
            set={set}
            t={t}
            categories={props.categories}
            authors={props.authors}
            locales={props.locales}
            localeLocked={Boolean(meta.id)}
            publicUrl={`${props.siteUrl}${pathOf(fields.slug)}`}
          />
          <h2 className="c-article__body-label">{t.body}</h2>
          <RichEditor
            initialHtml={props.initialBody}
            labels={props.editorLabels}
            onChange={bodyChanged}
            onReady={onReady}
            pickImage={pickImage}
          />
        </div>
        <aside className="c-article__side">
          <section className="c-panel">
            <h2>{t.thumbnail}</h2>
            {fields.thumbnail ? (
              <img src={fields.thumbnail} alt="" className="c-thumb" />
            ) : (
              <p>{t.none}</p>
            )}
            <button
              type="button"
              className="c-button-quiet"
              onClick={() => setPicking('thumbnail')}
            >
              {t.chooseImage}
            </button>
            {fields.thumbnail ? (
              <button
                type="button"
                className="c-button-quiet"
                onClick={() => set('thumbnail', null)}
              >
                {t.removeImage}
              </button>
            ) : null}
          </section>
          <section className="c-panel">
            <h2>{t.translationOf}</h2>
            <p className="c-hint">{t.translationHelp}</p>
            <ul className="c-list">
              {props.translations.map((tr) => (
                <li key={tr.locale}>
                  {tr.id ? (
                    <a href={`/admin/articles/${tr.id}`}>{`${tr.label}: ${tr.title ?? ''}`}</a>
                  ) : meta.id ? (
                    <a
                      href={`/admin/articles/new?locale=${tr.locale}&slug=${encodeURIComponent(fields.slug)}`}
                    >
                      {fill(t.addTranslation, { locale: tr.label })}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          {meta.id ? (
            <section className="c-panel">
              <button
                type="button"
                className="c-button-quiet"
                aria-expanded={history}
                onClick={() => setHistory((h) => !h)}
              >
                {t.history}
              </button>
              {history && meta.version ? (
                <RevisionsPanel
                  t={t}
                  lang={props.lang}
                  articleId={meta.id}
                  currentVersion={meta.version}
                />
              ) : null}
            </section>
          ) : null}
        </aside>
      </div>
      {picking ? <MediaPicker t={t} lang={props.lang} onDone={picked} /> : null}
    </form>
  );
  // The heading follows the screen: a new article becomes 記事の編集 on its first save (its
  // address changes without a navigation, so the server's heading would stay 新しい記事).
  return <ConsolePage title={meta.id ? t.editTitle : t.newTitle}>{screen}</ConsolePage>;
}
