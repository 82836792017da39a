import { ReturnsPolicy } from '../../features/static-pages/policies/returns-policy';
import { useStoreConfig } from '../../features/store-config/api';

export default function ReturnsPolicyPage() {
  return <ReturnsPolicy store={useStoreConfig()} />;
}

export { page } from './static-page.data';
