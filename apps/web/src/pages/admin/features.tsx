import { PageHeading } from '../../components/ui/page-heading';
import { BannerManager } from '../../features/admin-catalog/components/banner-manager';
import { CategoryManager } from '../../features/admin-catalog/components/category-manager';

/** /admin/features (labelled Category in the admin navigation): banners, categories and subcategories. */
export default function AdminFeaturesPage() {
  return (
    <div className="grid gap-10">
      <PageHeading>Banners and Categories</PageHeading>
      <BannerManager />
      <hr className="border-stone-200" />
      <CategoryManager />
    </div>
  );
}
