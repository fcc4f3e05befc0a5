'use client';

import type { CategoryNode } from '@tsuzuri/content/editorial';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { deleteCategoryAction, reorderCategoriesAction } from '@/lib/console/taxonomy-actions';
import { CategoryForm } from './CategoryForm.client';
import type { TaxonomyTexts } from './texts';

type Props = { t: TaxonomyTexts; lang: 'ja' | 'en'; locales: string[]; tree: CategoryNode[] };

const nameOf = (c: CategoryNode, lang: string) => c.names[lang]?.name ?? c.names.ja?.name ?? c.uid;

/** The tree in navigation order: move up/down among siblings, edit in place. */
export function CategoryTree({ t, lang, locales, tree }: Props) {
  const router = useRouter();
  const [editing, setEditing] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const parents = tree.map((c) => ({ cid: c.cid, label: nameOf(c, lang) }));
  const move = async (siblings: CategoryNode[], index: number, by: -1 | 1) => {
    const order = siblings.map((s) => s.cid);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved);
    const result = await reorderCategoriesAction(siblings[0].pid, order);
    if (!result.ok) return setError(result.message);
    setError('');
    router.refresh();
  };
  const remove = async (c: CategoryNode) => {
    const name = nameOf(c, lang);
    if (!window.confirm(t.deleteConfirm.replace('{name}', name).replace('{uid}', c.uid))) return;
    const result = await deleteCategoryAction(c.cid);
    setNotice(result.ok ? t.deleted.replace('{name}', name) : '');
    setError(result.ok ? '' : result.message);
    router.refresh();
  };
  const list = (siblings: CategoryNode[]) => (
    <ol className="c-tree">
      {siblings.map((c, i) => (
        <li key={c.cid}>
          <div className="c-tree__row">
            <span className="c-tree__name">{nameOf(c, lang)}</span>
            <code className="c-tree__uid">/{c.uid}</code>
            <span className="c-tree__actions">
              <button
                type="button"
                className="c-button-quiet c-button-small"
                disabled={i === 0}
                aria-label={t.moveUp.replace('{name}', nameOf(c, lang))}
                onClick={() => void move(siblings, i, -1)}
              >
                ↑ {t.up}
              </button>
              <button
                type="button"
                className="c-button-quiet c-button-small"
                disabled={i === siblings.length - 1}
                aria-label={t.moveDown.replace('{name}', nameOf(c, lang))}
                onClick={() => void move(siblings, i, 1)}
              >
                ↓ {t.down}
              </button>
              <button
                type="button"
                className="c-button-quiet c-button-small"
                onClick={() => setEditing(editing === c.cid ? null : c.cid)}
              >
                {t.edit}
              </button>
              <button
                type="button"
                className="c-button-quiet c-button-small c-button-danger"
                aria-label={t.deleteOf.replace('{name}', nameOf(c, lang))}
                onClick={() => void remove(c)}
              >
                {t.delete}
              </button>
            </span>
          </div>
          {editing === c.cid ? (
            <CategoryForm
              t={t}
              lang={lang}
              locales={locales}
              parents={parents}
              category={c}
              onDone={() => setEditing(null)}
            />
          ) : null}
          {c.children.length ? list(c.children) : null}
        </li>
      ))}
    </ol>
  );
  return (
    <>
      {error ? (
        <p role="alert" className="c-alert c-alert-error">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="c-alert c-alert-ok">
          {notice}
        </p>
      ) : null}
      {tree.length ? list(tree) : <p className="c-empty">{t.empty}</p>}
      <h2>{t.addCategory}</h2>
      <CategoryForm
        t={t}
        lang={lang}
        locales={locales}
        parents={parents}
        onDone={() => {
          // What the list said last is about another category: the add form says its own.
          setError('');
          setNotice('');
        }}
      />
    </>
  );
}
