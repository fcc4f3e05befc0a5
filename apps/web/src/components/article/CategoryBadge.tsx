import { AppLink } from '@/components/ui/AppLink.client';

/** The small category label above an article card or a search result; nothing without a category. */
export function CategoryBadge({ category }: { category?: { uid: string; name: string } | null }) {
  if (!category) return null;
  return (
    <AppLink
      href={`/${category.uid}`}
      className="w-fit rounded bg-brand-soft px-2 py-0.5 text-xs font-bold text-brand no-underline"
    >
      {category.name}
    </AppLink>
  );
}
