import { confirmSubscriptionAction } from '@/components/forms/subscription-actions';
import { TokenPage, type TokenPageProps, tokenPageMetadata } from '@/components/forms/token-page';

export const generateMetadata = (props: TokenPageProps) => tokenPageMetadata('confirm', props);

/** The double opt-in link of the subscription mail: one button confirms the address. */
export default function ConfirmSubscriptionPage(props: TokenPageProps) {
  return <TokenPage kind="confirm" action={confirmSubscriptionAction} props={props} />;
}
