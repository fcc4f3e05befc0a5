import { listingRoute } from '@/components/listing/listing-page';

const route = listingRoute('blog');
export const generateMetadata = route.generateMetadata;
export default route.Page;
