import { listingRoute } from '@/components/listing/listing-page';

const route = listingRoute('latest');
export const generateMetadata = route.generateMetadata;
export default route.Page;
