import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from './index';
import { markdownToHtml } from '../import/markdown';
import { browserProblems } from '@tsuzuri/test-support/browser-oracle';
import { MXSS_CORPUS, MXSS_MARKDOWN } from '@tsuzuri/test-support/mxss-corpus';

describe('article HTML as a browser parses it', () => {
  it.each(MXSS_CORPUS)(
    '$name: nothing that runs script, and stable when parsed again',
    ({ html }) => {
      const out = renderArticleHtml(html).html;
      expect(browserProblems(out), out).toEqual([]);
    },
  );

  it.each(MXSS_MARKDOWN)(
    'Markdown %#: nothing that runs script, and stable when parsed again',
    (markdown) => {
      // The import's own Markdown conversion, ruby included.
      const out = renderArticleHtml(markdownToHtml(markdown)).html;
      expect(browserProblems(out), out).toEqual([]);
    },
  );

  it('the oracle itself sees the breakout the lazy-image step used to write', () => {
    const old =
      '<noscript><img src="/a.png" alt="</noscript><img src=x onerror=alert(1)>"></noscript>';
    expect(browserProblems(old).join('\n')).toContain('event handler <img onerror="alert(1)">');
  });
});
