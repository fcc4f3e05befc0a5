import {
  StandalonePage,
  type StandaloneProps,
  standaloneMetadata,
} from '@/components/page/standalone-page';

export const generateMetadata = (props: StandaloneProps) =>
  standaloneMetadata('privacy-policy', props);

export default function Page(props: StandaloneProps) {
  return <StandalonePage slug="privacy-policy" {...props} />;
}
