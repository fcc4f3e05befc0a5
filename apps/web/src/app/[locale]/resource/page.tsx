import { standalonePageRoute } from '@/components/page/standalone-page';

const route = standalonePageRoute('resource');
export const generateMetadata = route.generateMetadata;
export default route.Page;
