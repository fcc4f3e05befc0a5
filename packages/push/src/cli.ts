import { parseArgs } from 'node:util';
import type { StoredPushSubscription } from './subscriptions';
import { oneLine } from '@tsuzuri/text/terminal';
import { type PushMessage, PushMessageSchema } from './message';
import type { SendReport } from './send';

export type PushCliDeps = {
  subscriptions: {
    list(page: { afterId?: number; limit?: number }): Promise<StoredPushSubscription[]>;
    count(): Promise<number>;
  };
  send(message: PushMessage, options: { language?: string }): Promise<SendReport>;
  /** The site's VAPID public key, or null when web push is off. */
  publicKey(): string | null;
  out(line: string): void;
  err(line: string): void;
};

export const USAGE = [
  'usage: npm run push -- send --title <title> [--url </path or URL>] [--body <text>] [--lang <ja|en>]',
  '       npm run push -- list [--limit <n>]',
  '       npm run push -- keys',
].join('\n');

/** The operator's push commands; returns the exit code. */
export async function runPushCli(argv: string[], deps: PushCliDeps): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    deps.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  switch (positionals[0]) {
    case 'send': {
      const message = PushMessageSchema.safeParse({
        title: values.title,
        body: values.body,
        url: values.url,
      });
      if (!message.success) {
        deps.err(
          `${message.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`,
        );
        return 2;
      }
      try {
        const r = await deps.send(message.data, { language: values.lang });
        deps.out(
          `sent ${r.sent} of ${r.total} (removed ${r.removed} gone, ${r.failed} failed, ${r.skipped} skipped)`,
        );
        return 0;
      } catch (error) {
        deps.err((error as Error).message);
        return 1;
      }
    }
    case 'list': {
      const limit = values.limit ? Number(values.limit) : 100;
      const rows = await deps.subscriptions.list({
        limit: Number.isInteger(limit) && limit > 0 ? limit : 100,
      });
      // Browsers name themselves: their fields are escaped so they cannot break the columns.
      for (const s of rows)
        deps.out(
          [
            s.id,
            s.language,
            `${s.explorer} ${s.explorerVersion}`.trim(),
            s.deviceModel,
            s.updatedAt,
            s.endpoint,
          ]
            .map((v) => oneLine(String(v)))
            .join('\t'),
        );
      deps.out(`${await deps.subscriptions.count()} subscriptions`);
      return 0;
    }
    case 'keys': {
      const key = deps.publicKey();
      if (!key) {
        deps.err('web push is off: no VAPID keys (see docs/push.md)');
        return 1;
      }
      deps.out(key);
      return 0;
    }
    default:
      deps.err(USAGE);
      return 2;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      body: { type: 'string' },
      url: { type: 'string' },
      lang: { type: 'string' },
      limit: { type: 'string' },
    },
  });
}
