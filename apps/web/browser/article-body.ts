// The article body's own script, outside React (docs/decisions/0019-framework-on-intent.md):
// lazy images and click-to-play video players work from the first view, while React and Next
// wait for the reader's first intent. Bundled by browser/build.mjs into public/scripts/ and
// loaded by the locale layout; article bodies that arrive later (client navigation) are picked
// up by a MutationObserver.
import { LAZY_IMAGES, PRELOAD_VIEWPORTS } from '../src/components/article/lazy-images';

// Lazy images: load 1.3 viewports ahead, one attempt, remember 200 loaded URLs, 200 ms throttle
// (docs/product.md#limits-and-constants).
const CACHE_SIZE = 200;
const THROTTLE_MS = 200;
const ERROR_IMAGE = '/images/image-error.svg';
const PLAY_BUTTON = '.article-body .video-embed__play';

/** The page's state: URLs already downloaded (shown at once on the next article) and the watcher. */
export type ArticleBodyScript = { stop: () => void; scan: () => void };

export function startArticleBody(win: Window & typeof globalThis): ArticleBodyScript {
  const doc = win.document;
  const loaded = new Set<string>();

  function remember(url: string): void {
    // A Set iterates in insertion order: re-inserting marks a URL as recent, the first is the oldest.
    loaded.delete(url);
    loaded.add(url);
    if (loaded.size > CACHE_SIZE) {
      const oldest = loaded.values().next().value;
      if (oldest !== undefined) loaded.delete(oldest);
    }
  }

  function load(img: HTMLImageElement): void {
    const url = img.dataset.img;
    if (!url) return;
    // Removing data-img marks the image as handled: one attempt only, never re-queued.
    img.removeAttribute('data-img');
    const onLoad = () => {
      img.removeEventListener('error', onError);
      remember(url);
      // The server's aspect-ratio only held the box for the 1×1 placeholder; the real image's
      // own ratio now applies, so a wrong width/height in the article cannot distort it.
      img.style.removeProperty('aspect-ratio');
    };
    const onError = () => {
      // Detach onLoad first: the error image's own load must not mark the broken URL as cached.
      img.removeEventListener('load', onLoad);
      img.src = ERROR_IMAGE;
      img.classList.add('lazy-img--error');
    };
    img.addEventListener('load', onLoad, { once: true });
    img.addEventListener('error', onError, { once: true }); // once: a broken error image cannot loop
    // A media-library <picture>: its sources' srcsets wait in data-srcset like the src in data-img.
    // Set before the src, so the browser picks among them (AVIF, WebP, the width that fits).
    if (img.parentElement?.tagName === 'PICTURE')
      for (const source of img.parentElement.querySelectorAll<HTMLSourceElement>(
        'source[data-srcset]',
      )) {
        source.srcset = source.dataset.srcset ?? '';
        source.removeAttribute('data-srcset');
      }
    img.src = url;
  }

  // Images as they come within 1.3 viewport heights: an IntersectionObserver, or in old browsers
  // a measure on scroll/resize at most every 200 ms (leading and trailing call).
  const extra = () => Math.round(win.innerHeight * (PRELOAD_VIEWPORTS - 1));
  const observer =
    typeof win.IntersectionObserver === 'function'
      ? new win.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              load(entry.target as HTMLImageElement);
            }
          },
          { rootMargin: `${extra()}px 0px` },
        )
      : null;
  let pending: HTMLImageElement[] = [];
  let last = 0;
  let timer: number | undefined;
  const check = () => {
    last = Date.now();
    timer = undefined;
    const near = extra();
    pending = pending.filter((img) => {
      const box = img.getBoundingClientRect();
      const close = box.top < win.innerHeight + near && box.bottom > -near;
      if (close) load(img);
      return close === false && img.isConnected;
    });
  };
  const schedule = () => {
    if (timer === undefined)
      timer = win.setTimeout(check, Math.max(0, THROTTLE_MS - (Date.now() - last)));
  };
  if (!observer) {
    win.addEventListener('scroll', schedule, { passive: true });
    win.addEventListener('resize', schedule, { passive: true });
  }

  /** Takes up the images not handled yet: known URLs at once, the others when they come near. */
  const scan = () => {
    for (const img of doc.querySelectorAll<HTMLImageElement>(LAZY_IMAGES)) {
      if (img.dataset.img !== undefined && loaded.has(img.dataset.img)) load(img);
      else if (observer) observer.observe(img);
      else if (!pending.includes(img)) pending.push(img);
    }
    if (!observer) check();
  };

  /** Click-to-play: the third-party player (and its cookies) loads only when the reader asks. */
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof win.Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>(PLAY_BUTTON);
    const embed = button?.closest<HTMLElement>('.video-embed');
    const frame = button?.closest<HTMLElement>('.video-embed__frame');
    const src = embed?.dataset.embedSrc;
    // The server only writes allow-listed https URLs; re-checked so a stray attribute cannot inject one.
    if (!embed || !frame || !src?.startsWith('https://')) return;
    const iframe = doc.createElement('iframe');
    iframe.src = src;
    iframe.title = embed.dataset.embedTitle ?? '';
    iframe.allow = 'autoplay; fullscreen; picture-in-picture';
    iframe.allowFullscreen = true;
    iframe.className = 'video-embed__iframe';
    frame.replaceChildren(iframe);
    // The button the reader pressed is gone; keep keyboard focus on the player that replaced it.
    iframe.focus();
  };

  doc.addEventListener('click', onClick);
  // A client navigation puts a new article body in the page: its images are taken up as they come.
  const added = new win.MutationObserver(() => scan());
  added.observe(doc.body, { childList: true, subtree: true });
  scan();
  return {
    scan,
    stop: () => {
      added.disconnect();
      observer?.disconnect();
      doc.removeEventListener('click', onClick);
      win.removeEventListener('scroll', schedule);
      win.removeEventListener('resize', schedule);
      if (timer !== undefined) win.clearTimeout(timer);
    },
  };
}
