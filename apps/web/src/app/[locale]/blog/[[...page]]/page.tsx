import { ListingPage, type ListingProps, listingMetadata } from '@/components/listing/listing-page';

export const generateMetadata = (props: ListingProps) => listingMetadata('blog', props);

export default function Page(props: ListingProps) {
  return <ListingPage kind="blog" {...props} />;
}
