// The scale table as `npm run bench -- --scale` prints it (the rows are scale.mjs's).

const f1 = (n) => (n == null ? '—' : n.toFixed(1));
export function printScale({ rows }) {
  console.log(
    "\nhow cost grows: uncached render p95 (home, category, article, search page) and articles.search() p95 in ms; the last page of /by-latest and /by-popularity ms; sitemap ms; the popularity ranking's refresh ms (median of three, after a first on a cold database); full import s (~ estimated); MB",
  );
  console.log(
    [
      'dialect',
      'articles',
      'home',
      'category',
      'article',
      'search page',
      'search',
      'last new',
      'last pop',
      'sitemap',
      'ranking',
      'import',
      'db MB',
      'web MB',
      'built s',
    ]
      .map((h, i) => (i < 2 ? h.padEnd(9) : h.padStart(9)))
      .join(' '),
  );
  for (const r of rows)
    console.log(
      [
        r.dialect.padEnd(9),
        String(r.articles).padEnd(9),
        ...[
          r.renderP95.home,
          r.renderP95.category,
          r.renderP95.article,
          r.renderP95.search,
          r.searchP95,
          r.lastPageMs?.latest,
          r.lastPageMs?.popular,
          r.sitemapMs,
          r.popularityRefreshMs,
        ].map((n) => f1(n).padStart(9)),
        (r.importSeconds == null
          ? '—'
          : `${r.importMeasured ? '' : '~'}${Math.round(r.importSeconds)}`
        ).padStart(9),
        f1(r.dbMB).padStart(9),
        String(r.webMemory.rssMB).padStart(9),
        String(Math.round(r.buildSeconds ?? 0)).padStart(9),
      ].join(' '),
    );
}
