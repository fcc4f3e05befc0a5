import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from './index';
import { storedImageSources } from './images';

describe('storedImageSources', () => {
  it('reads back every image the pipeline stored, in order, with its URL as written', () => {
    const { html } = renderArticleHtml(
      [
        '<p><img src="/images/a.png" alt="a"></p>',
        '<p>text</p><img src="https://cdn.example/b.jpg?w=1&amp;h=2" alt="b &quot;q&quot;">',
        '<img alt="no source">',
      ].join(''),
    );
    expect(storedImageSources(html)).toEqual([
      '/images/a.png',
      'https://cdn.example/b.jpg?w=1&h=2',
    ]);
  });
  it('finds nothing in a body without images, nor in text that only mentions data-img', () => {
    const { html } = renderArticleHtml('<p>data-img="x.png" is an attribute</p>');
    expect(storedImageSources(html)).toEqual([]);
  });
});
