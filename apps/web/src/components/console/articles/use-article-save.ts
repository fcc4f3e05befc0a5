'use client';

import type { EditorialState } from '@tsuzuri/db';
import { useCallback, useEffect, useRef, useState } from 'react';
import { changeStateAction, saveArticleAction } from '@/lib/console/article-actions';
import { discardChangesAction, publishChangesAction } from '@/lib/console/article-change-actions';
import type { ActionResult } from '@/lib/console/action-result';
import type { RichEditorHandle } from '../editor/RichEditor.client';
import { autosaveNeeds } from './autosave-needs';
import type { ArticleFields, ArticleMeta, SaveStatus } from './form-types';
import { bodySizeProblem, problemOf, reach, type SaveProblem } from './save-problem';

type Options = {
  fields: ArticleFields;
  initialMeta: ArticleMeta;
  editor: React.RefObject<RichEditorHandle | null>;
  /** True while an IME composition is open anywhere in the form. */
  composing: React.RefObject<boolean>;
  autosaveMs: number;
};

export type Conflict = { message: string; currentVersion: number };

/**
 * Saving the article: manual saves, autosave every `autosaveMs` while something changed, and the
 * workflow moves. Never during an IME composition (the half-typed word would be saved and the
 * editor could be disturbed), never over someone else's save (a conflict stops autosave until
 * the editor chooses). A published article's saves (autosave too) are its unpublished change:
 * the live page moves only on 「変更を公開」 (docs/product.md#unpublished-changes).
 */
export function useArticleSave({ fields, initialMeta, editor, composing, autosaveMs }: Options) {
  const [meta, setMeta] = useState(initialMeta);
  const [status, setStatus] = useState<SaveStatus>(initialMeta.id ? 'saved' : 'idle');
  const [error, setError] = useState<SaveProblem | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useRef(false);
  const saving = useRef(false);
  const latest = useRef({ fields, meta, conflict });
  latest.current = { fields, meta, conflict };

  /** A refused or unanswered call: a conflict stops autosave; anything else is said and retried. */
  const failed = useCallback((result: Extract<ActionResult<unknown>, { ok: false }>) => {
    if (result.conflict)
      setConflict({ message: result.message, currentVersion: result.conflict.currentVersion });
    else setError(problemOf(result));
    return result.conflict ? 'conflict' : 'error';
  }, []);

  const markDirty = useCallback(() => {
    dirty.current = true;
    setStatus((s) => (s === 'conflict' || s === 'saving' ? s : 'dirty'));
  }, []);

  const save = useCallback(
    async (overwriteVersion?: number): Promise<ArticleMeta | null> => {
      const handle = editor.current;
      if (saving.current || !handle) return null;
      const { fields: f, meta: m } = latest.current;
      const body = handle.getHtml();
      // Said here, before sending: the front would refuse the request (413) unexplained.
      const tooLarge = bodySizeProblem(body);
      if (tooLarge) {
        setError(tooLarge);
        setStatus('error');
        return null;
      }
      saving.current = true;
      dirty.current = false;
      setStatus('saving');
      const result = await reach(() =>
        saveArticleAction({
          ...(m.id ? { id: m.id, baseVersion: overwriteVersion ?? m.version } : {}),
          ...f,
          locale: f.locale as never,
          body,
          format: 'html',
        }),
      );
      saving.current = false;
      if (result.ok) {
        const next = {
          ...m,
          id: result.value.id,
          version: result.value.version,
          change: result.value.change,
          savedSlug: f.slug.trim(),
        };
        latest.current.meta = next;
        setMeta(next);
        setError(null);
        setConflict(null);
        // A new article gets its own address without a navigation (which would remount the editor).
        if (!m.id) window.history.replaceState(null, '', `/admin/articles/${result.value.id}`);
        setStatus(dirty.current ? 'dirty' : 'saved');
        return next;
      }
      // Still unsaved: autosave tries again on its next tick (a conflict waits for the editor).
      dirty.current = true;
      setStatus(failed(result));
      return null;
    },
    [editor, failed],
  );

  // Autosave: a timer that checks, rather than a save per keystroke.
  useEffect(() => {
    const timer = setInterval(() => {
      const { fields: f, conflict: c } = latest.current;
      const handle = editor.current;
      if (!dirty.current || saving.current || c || !handle) return;
      if (composing.current || handle.isComposing()) return;
      if (autosaveNeeds(f, handle.isEmpty()).length) return;
      void save();
    }, autosaveMs);
    return () => clearInterval(timer);
  }, [autosaveMs, composing, editor, save]);

  /** Work that leaving the page would lose: changes not yet saved, or a save still under way. */
  const unsaved = useCallback(() => dirty.current || saving.current, []);

  /** Loads the page again on the editor's own choice to drop what is on screen: nothing to ask. */
  const reloadDiscarding = useCallback(() => {
    dirty.current = false;
    window.location.reload();
  }, []);

  /** Saves pending changes first (a new article must exist), then moves it. */
  const changeState = useCallback(
    async (to: EditorialState, publishAt?: string) => {
      setBusy(true);
      try {
        let m = latest.current.meta;
        if (!m.id || dirty.current) m = (await save()) ?? m;
        if (!m.id || !m.version || latest.current.conflict) return;
        const { id, version } = m;
        const result = await reach(() =>
          changeStateAction(
            to === 'scheduled'
              ? { id, baseVersion: version, to, publishAt: publishAt ?? '' }
              : { id, baseVersion: version, to: to as 'draft' },
          ),
        );
        if (!result.ok) return void failed(result);
        const next = {
          ...m,
          version: result.value.version,
          state: to,
          publishAt: to === 'scheduled' ? (publishAt ?? null) : null,
          liveSlug: to === 'published' ? m.savedSlug : null,
        };
        latest.current.meta = next;
        setMeta(next);
        setError(null);
      } finally {
        setBusy(false);
      }
    },
    [save, failed],
  );

  /** 「変更を公開」 (saving what is on screen first) or 「変更を破棄」 of the unpublished change. */
  const decideChange = useCallback(
    async (decision: 'publish' | 'discard') => {
      setBusy(true);
      try {
        let m = latest.current.meta;
        if (decision === 'publish' && dirty.current) m = (await save()) ?? m;
        if (!m.id || !m.version || latest.current.conflict) return;
        const act = decision === 'publish' ? publishChangesAction : discardChangesAction;
        const { id, version } = m;
        const result = await reach(() => act({ id, baseVersion: version }));
        if (!result.ok) return void failed(result);
        // Discarded: the screen must show the live article again, editor body included.
        if (decision === 'discard') return reloadDiscarding();
        const next = { ...m, version: result.value.version, change: null, liveSlug: m.savedSlug };
        latest.current.meta = next;
        setMeta(next);
        setError(null);
        setStatus(dirty.current ? 'dirty' : 'saved');
      } finally {
        setBusy(false);
      }
    },
    [save, failed, reloadDiscarding],
  );

  return {
    meta,
    status,
    error,
    conflict,
    busy,
    markDirty,
    save,
    changeState,
    decideChange,
    dirty,
    unsaved,
    reloadDiscarding,
  };
}
