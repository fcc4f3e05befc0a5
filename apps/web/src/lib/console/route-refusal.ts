import type { ConsoleTexts } from './locale';

/**
 * A console route handler's refusal (a CSV download, an upload): one short sentence in plain
 * text. A download is opened as a link, so the browser shows the answer as it is; JSON there
 * read as code, not as a sentence, and a refusal is never a file to save.
 */
export function plainRefusal(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

const ja = {
  forbidden: 'この操作をする権限がありません。',
  crossOrigin: 'ほかのサイトから送られたため、受け付けませんでした。',
  signedOut: 'ログインが切れています。ログインしてから、もう一度送信してください。',
};
const en = {
  forbidden: 'You are not allowed to do this.',
  crossOrigin: 'This was sent from another site, so it was refused.',
  signedOut: 'You are signed out. Sign in, then send it again.',
} satisfies typeof ja;

/** What the guard says when it refuses a route handler (guard.ts, staffRoute). */
export const ROUTE_REFUSALS: ConsoleTexts<typeof ja> = { ja, en };
