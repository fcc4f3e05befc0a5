import {
  StandalonePage,
  type StandaloneProps,
  standaloneMetadata,
} from '@/components/page/standalone-page';

export const generateMetadata = (props: StandaloneProps) =>
  standaloneMetadata('cookies-policy', props);

export default function Page(props: StandaloneProps) {
  return <StandalonePage slug="cookies-policy" {...props} />;
}
