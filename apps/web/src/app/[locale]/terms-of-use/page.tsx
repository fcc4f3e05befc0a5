import {
  StandalonePage,
  type StandaloneProps,
  standaloneMetadata,
} from '@/components/page/standalone-page';

export const generateMetadata = (props: StandaloneProps) =>
  standaloneMetadata('terms-of-use', props);

export default function Page(props: StandaloneProps) {
  return <StandalonePage slug="terms-of-use" {...props} />;
}
