import { scriptJson } from './tracker-config';

/**
 * Loads a script in idle time after the page's load event, like next/script's lazyOnload, but
 * by the browser alone: a few bytes of inline script, no React. next/script starts only once
 * React has hydrated the page, so a reader whose framework chunks failed or were still coming
 * sent no page view. A client-side navigation keeps the layout, so the script loads once.
 */
export function IdleScript({ src }: { src: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed code; the URL is serialised by scriptJson, which escapes `<`
  return <script dangerouslySetInnerHTML={{ __html: idleLoader(src) }} />;
}

/** The inline loader's code (also what the tests run). */
export function idleLoader(src: string): string {
  return `(function(){function l(){var s=document.createElement('script');s.src=${scriptJson(src)};s.async=true;document.body.appendChild(s)}function i(){(window.requestIdleCallback||setTimeout)(l)}document.readyState==='complete'?i():addEventListener('load',i,{once:true})})()`;
}
