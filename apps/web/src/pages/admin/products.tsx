import { AdminProducts } from '../../features/admin-catalog/components/admin-products';

export default function AdminProductsPage() {
  return <AdminProducts />;
}
