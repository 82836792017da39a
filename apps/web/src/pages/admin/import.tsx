import { PageHeading } from '../../components/ui/page-heading';
import { ImportSheet } from '../../features/back-office/components/import-sheet';

/** /admin/import: the catalogue by spreadsheet (export, preview, apply). */
export default function AdminImportPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeading>Import products</PageHeading>
      <ImportSheet />
    </div>
  );
}
