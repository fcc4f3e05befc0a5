import { openDb } from '@tsuzuri/db';
import { tokyoTime } from '@tsuzuri/db/day';
import { prepareSetupLink } from '@tsuzuri/staff';

/**
 * A fresh site has no staff account and no default password: the web server prints a one-time
 * link for the owner at start (docs/product.md#the-first-account). Printed again, as a new link,
 * at every start until the owner exists; never fatal (the site serves readers either way).
 */
export async function printSetupLink(siteUrl: string): Promise<void> {
  let db: Awaited<ReturnType<typeof openDb>> | undefined;
  try {
    db = await openDb();
    const link = await prepareSetupLink(db, siteUrl);
    if (!link) return;
    const rule = '─'.repeat(72);
    console.log(
      [
        rule,
        'No owner account yet. Open this one-time link to set up the console',
        `(valid until ${tokyoTime(link.expiresAt)} Japan time; used once):`,
        `  ${link.url}`,
        rule,
      ].join('\n'),
    );
  } catch (error) {
    console.warn(`console setup link: not made (${(error as Error).message})`);
  } finally {
    await db?.destroy();
  }
}
