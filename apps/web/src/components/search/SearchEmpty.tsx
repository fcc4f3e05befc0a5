import { AppLink } from '@/components/ui/AppLink.client';

type Props = { heading: string; tips: string[]; popular: string };

/** No result: say so plainly, then offer ways on (other words, the popularity ranking). */
export function SearchEmpty({ heading, tips, popular }: Props) {
  return (
    <div className="rounded-xl border border-line bg-paper p-6" data-testid="search-empty">
      <p className="font-bold">{heading}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-sm text-muted">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
        <li>
          <AppLink href="/by-popularity">{popular}</AppLink>
        </li>
      </ul>
    </div>
  );
}
