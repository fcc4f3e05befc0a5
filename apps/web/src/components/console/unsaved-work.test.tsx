// @vitest-environment happy-dom
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Every save answers "saved": what is under test is what the screen asks before it is left.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh() {}, push() {} }) }));
vi.mock('@/lib/console/settings-actions', () => ({
  saveSettingAction: vi.fn(async () => ({ ok: true, value: { version: 'v2' } })),
}));
vi.mock('@/lib/console/product-actions', () => ({
  saveProductAction: vi.fn(async () => ({ ok: true, value: { slug: 'studio', version: 'v2' } })),
}));
vi.mock('@/lib/console/taxonomy-actions', () => ({
  saveAuthorAction: vi.fn(async () => ({ ok: true, value: null })),
  saveCategoryAction: vi.fn(async () => ({ ok: true, value: null })),
  deleteCategoryAction: vi.fn(),
  reorderCategoriesAction: vi.fn(),
}));
vi.mock('@/lib/console/redirect-actions', () => ({
  addRedirectAction: vi.fn(async () => ({ ok: true, value: null })),
  updateRedirectAction: vi.fn(async () => ({ ok: true, value: null })),
  deleteRedirectAction: vi.fn(),
}));

import { ProductForm } from './products/ProductForm.client';
import { PRODUCT_TEXTS } from './products/texts';
import { RedirectsEditor } from './redirects/RedirectsEditor.client';
import { REDIRECT_TEXTS } from './redirects/texts';
import { SettingsScreen } from './settings/SettingsScreen.client';
import { SETTINGS_TEXTS } from './settings/texts';
import { AuthorList } from './taxonomy/AuthorList.client';
import { CategoryTree } from './taxonomy/CategoryTree.client';
import { TAXONOMY_TEXTS } from './taxonomy/texts';
import { SHELL_TEXTS } from './texts';

/**
 * The console's forms do not lose typed text without asking (docs/product.md#leaving-a-console-
 * form): with something unsaved, the menu's link and another form's submit (sign-out) ask the
 * console's one question first; saving the form itself does not ask, and leaves it clean.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const QUESTION = SHELL_TEXTS.ja.leaveConfirm;
let root: Root;
let confirm: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.body.innerHTML =
    '<nav><a href="/admin/articles">記事</a><form id="sign-out"><button>ログアウト</button></form></nav><main></main>';
  root = createRoot(document.querySelector('main') as HTMLElement);
  confirm = vi.fn(() => false); // "stay"
  window.confirm = confirm as never;
  assign = vi.fn();
  vi.spyOn(window.location, 'assign').mockImplementation(assign as never);
});
afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
});

const show = (screen: ReactElement) => act(() => root.render(screen));
const main = () => document.querySelector('main') as HTMLElement;

function type(field: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const byLabel = (label: string) =>
  document.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;

/** The menu's link, clicked: whether the click was stopped (the page stays). */
function clickMenu(): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  (document.querySelector('nav a') as HTMLElement).dispatchEvent(event);
  return event.defaultPrevented && assign.mock.calls.length === 0;
}
async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.requestSubmit();
  });
}
const signOutStopped = () => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  (document.getElementById('sign-out') as HTMLFormElement).dispatchEvent(event);
  return event.defaultPrevented;
};

const entry = { image: '/media/a.webp', label: '元', link: '/a' };
const settings = (
  <SettingsScreen
    t={SETTINGS_TEXTS.ja}
    lang="ja"
    locales={['ja']}
    topArticles={{ ja: Array(9).fill(entry) }}
    promo={null}
    products={[]}
    social={{}}
    versions={{}}
  />
);
const taxonomy = TAXONOMY_TEXTS.ja;
const SCREENS: [string, ReactElement][] = [
  ['products', <ProductForm key="p" t={PRODUCT_TEXTS.ja} lang="ja" locales={['ja', 'en']} />],
  ['settings', settings],
  ['authors', <AuthorList key="a" t={taxonomy} lang="ja" locales={['ja']} authors={[]} />],
  ['categories', <CategoryTree key="c" t={taxonomy} lang="ja" locales={['ja']} tree={[]} />],
  ['redirects', <RedirectsEditor key="r" t={REDIRECT_TEXTS.ja} lang="ja" redirects={[]} />],
];

describe.each(SCREENS)('the %s screen', (_, screen) => {
  it('leaves without asking while nothing is typed', () => {
    show(screen);
    expect(clickMenu()).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before typed text is left by the menu or sign-out, and stays when told to', () => {
    show(screen);
    const field = main().querySelector('input:not([type=hidden])') as HTMLInputElement;
    type(field, 'まだ保存していない');
    expect(clickMenu()).toBe(true);
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(signOutStopped()).toBe(true);
    expect(field.value).toBe('まだ保存していない');
  });

  it('saves without asking, and is clean after the save', async () => {
    show(screen);
    const field = main().querySelector('input:not([type=hidden])') as HTMLInputElement;
    type(field, 'まだ保存していない');
    // The browser's own check lets the save through only when every required field is filled.
    for (const empty of field.form?.querySelectorAll<HTMLInputElement>('input[required]') ?? [])
      if (!empty.value) type(empty, '/x');
    await submit(field.form as HTMLFormElement);
    expect(confirm).not.toHaveBeenCalled();
    expect(clickMenu()).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('site settings, several cards on one screen', () => {
  it('stays unsaved while any card is, whichever card was saved', async () => {
    show(settings);
    type(byLabel('3件目 見出し'), 'Aの3件目');
    const social = main().querySelector('input[type=url]') as HTMLInputElement;
    type(social, 'https://x.com/tsuzuri');
    // Saving the social links asks nothing (it stays on the page) and leaves the nine unsaved.
    await submit(social.form as HTMLFormElement);
    expect(confirm).not.toHaveBeenCalled();
    expect(clickMenu()).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
    await submit(byLabel('3件目 見出し').form as HTMLFormElement);
    expect(clickMenu()).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('asks once, not once per card', () => {
    show(settings);
    type(byLabel('3件目 見出し'), 'A');
    type(main().querySelector('input[type=url]') as HTMLInputElement, 'https://x.com/a');
    clickMenu();
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
