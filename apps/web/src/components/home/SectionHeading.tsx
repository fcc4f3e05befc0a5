import { AppLink } from '@/components/ui/AppLink.client';

export function SectionHeading({
  id,
  title,
  moreHref,
  moreLabel,
}: {
  id: string;
  title: string;
  moreHref?: string;
  moreLabel?: string;
}) {
  return (
    <div className="mb-5 flex items-end justify-between border-b-2 border-brand pb-2">
      <h2 id={id} className="text-xl font-bold md:text-2xl">
        {title}
      </h2>
      {moreHref && (
        <AppLink href={moreHref} className="text-sm font-bold">
          {moreLabel} →
        </AppLink>
      )}
    </div>
  );
}
