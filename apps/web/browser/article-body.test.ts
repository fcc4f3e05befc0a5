import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { startArticleBody } from './article-body';

/** An IntersectionObserver the test drives: `near(img)` is the image coming within range. */
function fakeIntersections() {
  const observed = new Set<unknown>();
  let notify: (entries: { target: unknown; isIntersecting: boolean }[]) => void = () => {};
  class FakeObserver {
    constructor(callback: typeof notify) {
      notify = callback;
    }
    observe(el: unknown) {
      observed.add(el);
    }
    unobserve(el: unknown) {
      observed.delete(el);
    }
    disconnect() {
      observed.clear();
    }
  }
  return {
    FakeObserver,
    observed,
    near: (el: unknown) => notify([{ target: el, isIntersecting: true }]),
  };
}

const IMAGE =
  '<picture><source type="image/avif" data-srcset="/media/a-800.avif 800w"/><img data-img="/media/a-800.webp" src="data:," alt="見本" style="aspect-ratio: 4 / 3"/></picture>';
const VIDEO =
  '<div class="video-embed" data-embed-src="https://www.youtube-nocookie.com/embed/x?autoplay=1" data-embed-title="使い方"><div class="video-embed__frame"><button class="video-embed__play">再生</button></div></div>';

let stop = () => {};
afterEach(() => stop());

function page(body: string) {
  const window = new Window({ url: 'https://tsuzuri.example/article' });
  const io = fakeIntersections();
  Object.assign(window, { IntersectionObserver: io.FakeObserver });
  window.document.body.innerHTML = body;
  const script = startArticleBody(window as unknown as Parameters<typeof startArticleBody>[0]);
  stop = script.stop;
  return { window, document: window.document, io, script };
}

describe('the article body script', () => {
  it('leaves an image alone until it comes near, then loads it with its picture sources', () => {
    const { document, io } = page(`<div class="article-body">${IMAGE}</div>`);
    const img = document.querySelector('img');
    const source = document.querySelector('source');
    if (!img || !source) throw new Error('no image');
    expect(img.getAttribute('src')).toBe('data:,');
    expect(io.observed.has(img)).toBe(true);
    io.near(img);
    expect(img.getAttribute('src')).toBe('/media/a-800.webp');
    expect(img.hasAttribute('data-img')).toBe(false);
    expect(source.getAttribute('srcset')).toBe('/media/a-800.avif 800w');
  });

  it('shows the error image once when an image fails', () => {
    const { document, io, window } = page(`<div class="article-body">${IMAGE}</div>`);
    const img = document.querySelector('img');
    if (!img) throw new Error('no image');
    io.near(img);
    img.dispatchEvent(new window.Event('error'));
    expect(img.getAttribute('src')).toBe('/images/image-error.svg');
    expect(img.classList.contains('lazy-img--error')).toBe(true);
  });

  it('takes up the images of an article body that arrives later; a known URL is set at once', async () => {
    const { document, io, window } = page(`<div class="article-body">${IMAGE}</div>`);
    const first = document.querySelector('img');
    if (!first) throw new Error('no image');
    io.near(first);
    first.dispatchEvent(new window.Event('load'));
    // A client navigation: a new article body with the same image and a new one.
    document.body.innerHTML = `<div class="article-body">${IMAGE}<img data-img="/media/b.webp" src="data:," alt="b"/></div>`;
    await new Promise((resolve) => setTimeout(resolve, 0)); // the MutationObserver's turn
    const [again, other] = [...document.querySelectorAll('img')];
    expect(again.getAttribute('src')).toBe('/media/a-800.webp');
    expect(other.getAttribute('src')).toBe('data:,');
    expect(io.observed.has(other)).toBe(true);
  });

  it('puts the player in place of the play button on a click, and only an https player', () => {
    const { document } = page(`<div class="article-body">${VIDEO}</div>`);
    (document.querySelector('.video-embed__play') as unknown as { click(): void }).click();
    const iframe = document.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x?autoplay=1');
    expect(iframe?.getAttribute('title')).toBe('使い方');
    expect(document.querySelector('.video-embed__play')).toBeNull();

    const other = page(
      `<div class="article-body">${VIDEO.replace('https://www.youtube-nocookie.com', 'javascript:alert(1)//')}</div>`,
    );
    (other.document.querySelector('.video-embed__play') as unknown as { click(): void }).click();
    expect(other.document.querySelector('iframe')).toBeNull();
  });

  it('ignores images outside an article body', () => {
    const { io } = page(IMAGE);
    expect(io.observed.size).toBe(0);
  });
});
