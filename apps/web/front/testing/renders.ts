import { identityOf } from '../entry';
import type { Rendered } from '../next-bridge';
import type { Outcome } from '../page-cache';

/** Renders for the page-cache tests: a counted page, a status, a delay. */
export const html = (text: string, status = 200): Rendered => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(text),
  storable: status === 200,
});

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function counter(text = '<p>page</p>', delayMs = 20) {
  let renders = 0;
  const render = async () => {
    renders++;
    await new Promise((r) => setTimeout(r, delayMs));
    return html(`${text}#${renders}`);
  };
  return { render, count: () => renders };
}

/** The page an answer of the page cache carries, as text (undefined for one not stored). */
export const textOf = async (out: Outcome) =>
  'entry' in out ? (await identityOf(out.entry)).toString() : undefined;
