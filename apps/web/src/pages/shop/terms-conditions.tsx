import { TermsConditions } from '../../features/static-pages/policies/terms-conditions';
import { useStoreConfig } from '../../features/store-config/api';

export default function TermsConditionsPage() {
  return <TermsConditions store={useStoreConfig()} />;
}

export { page } from './static-page.data';
