import { standalonePageRoute } from '@/components/page/standalone-page';

const route = standalonePageRoute('privacy-policy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
