import { getTranslations } from 'next-intl/server';
import type { LocalText, Transmission } from '@/lib/transmissions/types';

const inLocale = (text: LocalText, locale: string) => (locale === 'ja' ? text.ja : text.en);

/**
 * One disclosed transmission: its service as the heading, then recipient, data, purpose, timing
 * and the recipient's policy. `data-origins` names what the page can reach for it, so the
 * end-to-end test checks the published page against the requests the pages really make.
 */
export async function TransmissionTable({
  transmission,
  locale,
}: {
  transmission: Transmission;
  locale: string;
}) {
  const t = await getTranslations('transmissions');
  const origins = Object.values(transmission.origins).flat();
  const rows: [string, React.ReactNode][] = [
    [t('recipient'), inLocale(transmission.recipient, locale)],
    [t('data'), inLocale(transmission.data, locale)],
    [t('purpose'), inLocale(transmission.purpose, locale)],
    [t('when'), inLocale(transmission.when, locale)],
  ];
  if (transmission.policyUrl) {
    rows.push([
      t('policy'),
      <a key="policy" href={transmission.policyUrl} rel="noopener noreferrer" className="break-all">
        {transmission.policyUrl}
      </a>,
    ]);
  }
  return (
    <section
      aria-labelledby={`transmission-${transmission.id}`}
      data-transmission={transmission.id}
      data-origins={origins.join(' ')}
    >
      <h2 id={`transmission-${transmission.id}`} className="mb-3 text-lg font-bold">
        {inLocale(transmission.service, locale)}
      </h2>
      <table className="w-full border-collapse text-sm">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-line">
              <th scope="row" className="w-40 bg-paper px-3 py-2 text-left align-top font-bold">
                {label}
              </th>
              <td className="px-3 py-2">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
