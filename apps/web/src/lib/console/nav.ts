import { type Action, can } from '@tsuzuri/staff/permissions';

/**
 * The console's side navigation, in order, by group. A screen is added by giving it an entry
 * here (its path under /admin, the permission that shows it, its label in both languages) and a
 * page at that path (app/admin/(console)/<path>/page.tsx) that calls requireStaff with the same
 * permission. Until its page exists, the entry opens the "being prepared" page.
 */
export type NavGroup = 'overview' | 'content' | 'readers' | 'site' | 'admin';
export type NavItem = {
  href: string;
  action: Action;
  group: NavGroup;
  label: { ja: string; en: string };
};

export const CONSOLE_NAV: readonly NavItem[] = [
  {
    href: '/admin',
    action: 'dashboard.view',
    group: 'overview',
    label: { ja: 'ダッシュボード', en: 'Dashboard' },
  },
  {
    href: '/admin/articles',
    action: 'articles.view',
    group: 'content',
    label: { ja: '記事', en: 'Articles' },
  },
  {
    href: '/admin/media',
    action: 'media.view',
    group: 'content',
    label: { ja: 'メディア', en: 'Media' },
  },
  {
    href: '/admin/categories',
    action: 'categories.edit',
    group: 'content',
    label: { ja: 'カテゴリ', en: 'Categories' },
  },
  {
    href: '/admin/authors',
    action: 'authors.edit',
    group: 'content',
    label: { ja: '著者', en: 'Authors' },
  },
  {
    href: '/admin/products',
    action: 'products.edit',
    group: 'content',
    label: { ja: '製品', en: 'Products' },
  },
  {
    href: '/admin/redirects',
    action: 'redirects.edit',
    group: 'content',
    label: { ja: 'リダイレクト', en: 'Redirects' },
  },
  {
    href: '/admin/settings',
    action: 'settings.edit',
    group: 'content',
    label: { ja: 'サイト設定', en: 'Site settings' },
  },
  {
    href: '/admin/comments',
    action: 'comments.moderate',
    group: 'readers',
    label: { ja: 'コメント', en: 'Comments' },
  },
  {
    href: '/admin/messages',
    action: 'messages.handle',
    group: 'readers',
    label: { ja: 'お問い合わせ', en: 'Messages' },
  },
  {
    href: '/admin/subscribers',
    action: 'subscribers.view',
    group: 'readers',
    label: { ja: '購読者', en: 'Subscribers' },
  },
  {
    href: '/admin/push',
    action: 'push.view',
    group: 'readers',
    label: { ja: 'プッシュ通知', en: 'Push notifications' },
  },
  {
    href: '/admin/cache',
    action: 'cache.view',
    group: 'site',
    label: { ja: 'キャッシュ', en: 'Cache' },
  },
  {
    href: '/admin/users',
    action: 'users.manage',
    group: 'admin',
    label: { ja: 'ユーザー', en: 'Users' },
  },
  {
    href: '/admin/audit',
    action: 'audit.read',
    group: 'admin',
    label: { ja: '監査ログ', en: 'Audit log' },
  },
];

export const NAV_GROUP_LABELS: Record<NavGroup, { ja: string; en: string }> = {
  overview: { ja: '概要', en: 'Overview' },
  content: { ja: 'コンテンツ', en: 'Content' },
  readers: { ja: '読者', en: 'Readers' },
  site: { ja: 'サイト', en: 'Site' },
  admin: { ja: '管理', en: 'Administration' },
};

/** The entries a role sees. */
export const navFor = (role: string): NavItem[] => CONSOLE_NAV.filter((i) => can(role, i.action));

/** The entry a path belongs to (the longest matching href), for the "being prepared" page. */
export function navItemOf(pathname: string): NavItem | undefined {
  return [...CONSOLE_NAV]
    .sort((a, b) => b.href.length - a.href.length)
    .find((i) => pathname === i.href || pathname.startsWith(`${i.href}/`));
}
