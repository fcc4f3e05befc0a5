import type { TocEntry } from '@tsuzuri/content';

/** A collapsible contents box; links jump to the heading ids the HTML pipeline set. */
export function TableOfContents({ entries, label }: { entries: TocEntry[]; label: string }) {
  return (
    <details open className="mb-8 rounded-lg border border-line bg-paper p-4" data-testid="toc">
      <summary className="cursor-pointer font-bold">{label}</summary>
      <ol className="mt-3 space-y-1.5 text-[15px]">
        {entries.map((e) => (
          <li key={e.id} className={e.depth === 3 ? 'pl-5 text-sm' : ''}>
            <a href={`#${encodeURIComponent(e.id)}`} className="no-underline hover:underline">
              {e.text}
            </a>
          </li>
        ))}
      </ol>
    </details>
  );
}
