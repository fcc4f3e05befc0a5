'use client';

import type { EditorialState } from '@tsuzuri/db';
import { useCallback, useEffect, useRef, useState } from 'react';
import { changeStateAction, saveArticleAction } from '@/lib/console/article-actions';
import { discardChangesAction, publishChangesAction } from '@/lib/console/article-change-actions';
import type { RichEditorHandle } from '../editor/RichEditor.client';
import { autosaveNeeds } from './autosave-needs';
import type { ArticleFields, ArticleMeta, SaveStatus } from './form-types';

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
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useRef(false);
  const saving = useRef(false);
  const latest = useRef({ fields, meta, conflict });
  latest.current = { fields, meta, conflict };

  const markDirty = useCallback(() => {
    dirty.current = true;
    setStatus((s) => (s === 'conflict' || s === 'saving' ? s : 'dirty'));
  }, []);

  const save = useCallback(
    async (overwriteVersion?: number): Promise<ArticleMeta | null> => {
      const handle = editor.current;
      if (saving.current || !handle) return null;
      const { fields: f, meta: m } = latest.current;
      saving.current = true;
      dirty.current = false;
      setStatus('saving');
      const result = await saveArticleAction({
        ...(m.id ? { id: m.id, baseVersion: overwriteVersion ?? m.version } : {}),
        ...f,
        locale: f.locale as never,
        body: handle.getHtml(),
        format: 'html',
      }).catch((e: unknown) => ({ ok: false as const, code: 'network', message: String(e) }));
      saving.current = false;
      if (result.ok) {
        const next = {
          ...m,
          id: result.value.id,
          version: result.value.version,
          change: result.value.change,
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
      dirty.current = true;
      if ('conflict' in result && result.conflict) {
        setConflict({ message: result.message, currentVersion: result.conflict.currentVersion });
        setStatus('conflict');
      } else {
        setError(result.message);
        setStatus('error');
      }
      return null;
    },
    [editor],
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
        const result = await changeStateAction(
          to === 'scheduled'
            ? { id: m.id, baseVersion: m.version, to, publishAt: publishAt ?? '' }
            : { id: m.id, baseVersion: m.version, to: to as 'draft' },
        );
        if (!result.ok) {
          if (result.conflict)
            setConflict({
              message: result.message,
              currentVersion: result.conflict.currentVersion,
            });
          else setError(result.message);
          return;
        }
        const next = {
          ...m,
          version: result.value.version,
          state: to,
          publishAt: to === 'scheduled' ? (publishAt ?? null) : null,
        };
        latest.current.meta = next;
        setMeta(next);
        setError(null);
      } finally {
        setBusy(false);
      }
    },
    [save],
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
        const result = await act({ id: m.id, baseVersion: m.version });
        if (!result.ok) {
          if (result.conflict)
            setConflict({
              message: result.message,
              currentVersion: result.conflict.currentVersion,
            });
          else setError(result.message);
          return;
        }
        // Discarded: the screen must show the live article again, editor body included.
        if (decision === 'discard') return reloadDiscarding();
        const next = { ...m, version: result.value.version, change: null };
        latest.current.meta = next;
        setMeta(next);
        setError(null);
        setStatus(dirty.current ? 'dirty' : 'saved');
      } finally {
        setBusy(false);
      }
    },
    [save, reloadDiscarding],
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
