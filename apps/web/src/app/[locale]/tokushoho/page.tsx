import {
  StandalonePage,
  type StandaloneProps,
  standaloneMetadata,
} from '@/components/page/standalone-page';

export const generateMetadata = (props: StandaloneProps) => standaloneMetadata('tokushoho', props);

export default function Page(props: StandaloneProps) {
  return <StandalonePage slug="tokushoho" {...props} />;
}
