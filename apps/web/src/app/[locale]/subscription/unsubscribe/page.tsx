import { unsubscribeAction } from '@/components/forms/subscription-actions';
import { TokenPage, type TokenPageProps, tokenPageMetadata } from '@/components/forms/token-page';

export const generateMetadata = (props: TokenPageProps) => tokenPageMetadata('unsubscribe', props);

/** The unsubscribe link of the subscription mail: one button deletes the address. */
export default function UnsubscribePage(props: TokenPageProps) {
  return <TokenPage kind="unsubscribe" action={unsubscribeAction} props={props} />;
}
