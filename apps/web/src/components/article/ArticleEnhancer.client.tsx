'use client';

import { useEffect } from 'react';
import { LAZY_IMAGES, PRELOAD_VIEWPORTS } from './lazy-images';

// Lazy images: load 1.3 viewports ahead, one attempt, remember 200 loaded URLs, 200 ms throttle (docs/product.md#limits-and-constants).
const CACHE_SIZE = 200;
const THROTTLE_MS = 200;
const ERROR_IMAGE = '/images/image-error.svg';

// Module scope, so it outlives one article: after a client-side navigation, images the reader
// has already downloaded are shown at once instead of waiting to scroll into range again.
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

/** Loads images as they come within 1.3 viewport heights; returns the cleanup. */
function lazyLoad(images: HTMLImageElement[]): () => void {
  const extra = Math.round(window.innerHeight * (PRELOAD_VIEWPORTS - 1));
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          load(entry.target as HTMLImageElement);
        }
      },
      { rootMargin: `${extra}px 0px` },
    );
    for (const img of images) observer.observe(img);
    return () => observer.disconnect();
  }

  // Old browsers: measure on scroll/resize, at most every 200 ms (leading and trailing call).
  let pending = images;
  let last = 0;
  let timer: number | undefined;
  const check = () => {
    last = Date.now();
    timer = undefined;
    const extraNow = window.innerHeight * (PRELOAD_VIEWPORTS - 1);
    pending = pending.filter((img) => {
      const box = img.getBoundingClientRect();
      const near = box.top < window.innerHeight + extraNow && box.bottom > -extraNow;
      if (near) load(img);
      return !near;
    });
    if (pending.length === 0) stop();
  };
  const schedule = () => {
    if (timer === undefined)
      timer = window.setTimeout(check, Math.max(0, THROTTLE_MS - (Date.now() - last)));
  };
  const stop = () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (timer !== undefined) window.clearTimeout(timer);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  check();
  return stop;
}

/** Click-to-play: the third-party player (and its cookies) loads only when the reader asks. */
function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement>('.article-body .video-embed__play');
  const embed = button?.closest<HTMLElement>('.video-embed');
  const frame = button?.closest<HTMLElement>('.video-embed__frame');
  const src = embed?.dataset.embedSrc;
  // The server only writes allow-listed https URLs; re-checked so a stray attribute cannot inject one.
  if (!embed || !frame || !src?.startsWith('https://')) return;
  const iframe = document.createElement('iframe');
  iframe.src = src;
  iframe.title = embed.dataset.embedTitle ?? '';
  iframe.allow = 'autoplay; fullscreen; picture-in-picture';
  iframe.allowFullscreen = true;
  iframe.className = 'video-embed__iframe';
  frame.replaceChildren(iframe);
  // The button the reader pressed is gone; keep keyboard focus on the player that replaced it.
  iframe.focus();
}

/** Brings the server-rendered article HTML to life. Renders nothing. */
export function ArticleEnhancer() {
  useEffect(() => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>(LAZY_IMAGES));
    // Already downloaded in this session: set now, it costs nothing and avoids a blank flash.
    const fresh = images.filter((img) => {
      const cached = img.dataset.img !== undefined && loaded.has(img.dataset.img);
      if (cached) load(img);
      return !cached;
    });
    const stopLazy = lazyLoad(fresh);
    document.addEventListener('click', onClick);
    return () => {
      stopLazy();
      document.removeEventListener('click', onClick);
    };
  }, []);
  return null;
}
