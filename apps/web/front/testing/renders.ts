import type { Rendered } from '../next-bridge';

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
