import { ShippingPolicy } from '../../features/static-pages/policies/shipping-policy';
import { useStoreConfig } from '../../features/store-config/api';

export default function ShippingPolicyPage() {
  return <ShippingPolicy store={useStoreConfig()} />;
}

export { page } from './static-page.data';
