import { PrivacyPolicy } from '../../features/static-pages/policies/privacy-policy';
import { useStoreConfig } from '../../features/store-config/api';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy store={useStoreConfig()} />;
}

export { page } from './static-page.data';
