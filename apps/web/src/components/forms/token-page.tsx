import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TokenActionForm } from './TokenActionForm.client';
import type { TokenActionState } from './subscription-actions';
import { PageTitle } from '@/components/ui/PageTitle';

export type TokenPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};
type Kind = 'confirm' | 'unsubscribe';

/**
 * The pages a subscription mail links to. They hold a token in their URL, so they are never
 * stored by the page cache (front/context.ts) and never indexed.
 */
export async function tokenPageMetadata(kind: Kind, { params }: TokenPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: `subscription.${kind}` });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export async function TokenPage({
  kind,
  action,
  props,
}: {
  kind: Kind;
  action: (prev: TokenActionState, form: FormData) => Promise<TokenActionState>;
  props: TokenPageProps;
}) {
  const [{ locale }, query] = await Promise.all([props.params, props.searchParams]);
  setRequestLocale(locale);
  const t = await getTranslations(`subscription.${kind}`);
  const token = typeof query.token === 'string' ? query.token.slice(0, 100) : '';
  return (
    <div className="container-site max-w-2xl py-16">
      <PageTitle lead={t('lead')}>{t('title')}</PageTitle>
      <div className="mt-8">
        <TokenActionForm
          action={action}
          token={token}
          labels={{
            button: t('button'),
            done: t('done'),
            invalid: t('invalid'),
            failed: t('failed'),
          }}
        />
      </div>
    </div>
  );
}
