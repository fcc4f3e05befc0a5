import { AppLink } from '@/components/ui/AppLink.client';
import { pathFor } from '@/lib/site-routes';

type Props = {
  heading: string;
  tips: string[];
  popular: string;
  /** 「もしかして」: title heads near the query, each a link that runs it as a search. */
  suggestions: string[];
  suggestionsLabel: string;
};

/** No result: say so plainly, then offer ways on (a nearby title, other words, the ranking). */
export function SearchEmpty({ heading, tips, popular, suggestions, suggestionsLabel }: Props) {
  return (
    <div className="rounded-xl border border-line bg-paper p-6" data-testid="search-empty">
      <p className="font-bold">{heading}</p>
      {suggestions.length > 0 && (
        <div className="mt-3" data-testid="search-suggestions">
          <p className="text-sm">{suggestionsLabel}</p>
          <ul className="mt-1 space-y-1">
            {suggestions.map((s) => (
              <li key={s}>
                <AppLink href={pathFor('search-result', { q: s })} className="font-bold text-brand">
                  {s}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      )}
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
