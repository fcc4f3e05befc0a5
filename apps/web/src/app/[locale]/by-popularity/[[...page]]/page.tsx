import { listingRoute } from '@/components/listing/listing-page';

const route = listingRoute('popular');
export const generateMetadata = route.generateMetadata;
export default route.Page;
