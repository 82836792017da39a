import { AboutPage } from '../../features/static-pages/components/about-page';
import { useStoreConfig } from '../../features/store-config/api';

export default function AboutUsPage() {
  return <AboutPage store={useStoreConfig()} />;
}

export { page } from './static-page.data';
