import type { Locale } from '@tsuzuri/config';
import { autoReplyMail, editorMail, type MailableMessage } from './contact-mails';
import type { Mailer } from './mailer';

export type DeliveryDeps = {
  mailer: Mailer;
  contactEmail: string;
  /** The editors' language (the site's default locale). */
  editorLocale: Locale;
  markMailed(id: number, status: 'sent' | 'failed', error: string | null): Promise<void>;
  log: Pick<Console, 'error'>;
};

async function attempt(send: () => Promise<void>): Promise<string | null> {
  try {
    await send();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Mails an already stored message: to the editors, then the auto-reply to the visitor. The
 * status follows the editors' mail (did the message reach them?); any error is recorded on the
 * row and logged, never thrown — the message is safe in the database whatever happens here.
 */
export async function deliverContactMessage(
  m: MailableMessage,
  deps: DeliveryDeps,
): Promise<'sent' | 'failed'> {
  const editorError = await attempt(() =>
    deps.mailer.send(editorMail(m, deps.contactEmail, deps.editorLocale)),
  );
  // The visitor is told the message arrived — true even when the editors' mail failed.
  const replyError = await attempt(() => deps.mailer.send(autoReplyMail(m, deps.contactEmail)));
  const status = editorError ? 'failed' : 'sent';
  const error =
    [editorError && `editor mail: ${editorError}`, replyError && `auto-reply: ${replyError}`]
      .filter(Boolean)
      .join('; ') || null;
  if (error) deps.log.error(`contact message #${m.id}: ${error} (stored; see npm run messages)`);
  try {
    await deps.markMailed(m.id, status, error);
  } catch (markError) {
    deps.log.error(
      `contact message #${m.id}: mail ${status}, but the status could not be recorded`,
      markError,
    );
  }
  return status;
}
