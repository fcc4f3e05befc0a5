import { ListingPage, type ListingProps, listingMetadata } from '@/components/listing/listing-page';

export const generateMetadata = (props: ListingProps) => listingMetadata('latest', props);

export default function Page(props: ListingProps) {
  return <ListingPage kind="latest" {...props} />;
}
