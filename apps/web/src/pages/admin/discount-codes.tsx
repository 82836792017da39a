import { PageHeading } from '../../components/ui/page-heading';
import { DiscountCodesView } from '../../features/admin-discounts/components/discount-codes-view';
import { useCategories } from '../../features/categories/api';

export default function AdminDiscountCodesPage() {
  const { categories } = useCategories();
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <PageHeading>Discount Codes</PageHeading>
        <p className="text-muted">Create, edit and pause codes. Uses count orders placed with a code.</p>
      </div>
      <DiscountCodesView categoryNames={categories.map((c) => c.name)} />
    </div>
  );
}
