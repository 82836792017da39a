import { RefundPolicy } from '../../features/static-pages/policies/refund-policy';
import { useStoreConfig } from '../../features/store-config/api';

export default function RefundPolicyPage() {
  return <RefundPolicy store={useStoreConfig()} />;
}

export { page } from './static-page.data';
