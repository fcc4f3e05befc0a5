import { tokyoTime } from '@tsuzuri/analytics/tokyo';
import type { InboxState } from '@tsuzuri/readers/console';
import type { Metadata } from 'next';
import '@/components/operations/operations.css';
import { ConsolePage } from '@/components/console/ConsolePage';
import { MessageList } from '@/components/operations/messages/MessageList';
import { MESSAGES_TEXTS } from '@/components/operations/messages/texts';
import { Notice } from '@/components/operations/Notice';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { staffNames } from '@/lib/console/staff-names';
import { repositories } from '@/repositories';

export async function generateMetadata(): Promise<Metadata> {
  return { title: MESSAGES_TEXTS[await consoleLocale()].title };
}

type Props = { searchParams: Promise<Record<string, string | undefined>> };
const STATES = ['new', 'handled', 'all'] as const;

/** The contact inbox: new or handled, notes, and whether the mail copy went out. */
export default async function MessagesPage({ searchParams }: Props) {
  await requireStaff('messages.handle');
  const lang = await consoleLocale();
  const t = MESSAGES_TEXTS[lang];
  const q = await searchParams;
  const state = STATES.find((s) => s === q.state) ?? 'new';
  const [messages, nameOf] = await Promise.all([
    (await repositories()).inbox.list({
      state: state === 'all' ? undefined : (state as InboxState),
    }),
    staffNames(),
  ]);
  const done = q.done && q.done in t.done ? t.done[q.done as keyof typeof t.done] : null;
  return (
    <ConsolePage title={t.title}>
      {done ? <Notice tone={q.done === 'invalid' ? 'error' : 'ok'}>{done}</Notice> : null}
      <nav className="o-tabs" aria-label={t.title}>
        {STATES.map((s) => (
          <a key={s} href={`?state=${s}`} aria-current={s === state ? 'page' : undefined}>
            {t.states[s]}
          </a>
        ))}
      </nav>
      <MessageList
        messages={messages.map((m) => ({
          ...m,
          createdAt: tokyoTime(m.createdAt),
          handledAt: m.handledAt && tokyoTime(m.handledAt),
          handledBy: m.handledBy && nameOf(m.handledBy),
        }))}
        state={state}
        t={t}
        lang={lang}
      />
    </ConsolePage>
  );
}
