import { PageHeading } from '../../components/ui/page-heading';

export default function AdminFeaturesPage() {
  return <PageHeading>Banners and Categories</PageHeading>;
}
