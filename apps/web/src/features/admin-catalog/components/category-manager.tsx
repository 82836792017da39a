import { useState } from 'react';
import type { Category, Subcategory } from '@resham/shared';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import {
  addCategory,
  addSubcategory,
  deleteCategory,
  deleteSubcategory,
  renameCategory,
  renameSubcategory,
  useCatalogMutation,
  useCategoryTree,
  type MessageResponse,
} from '../api';
import { EditableName } from './editable-name';
import { NameForm } from './name-form';

type Target = { kind: 'category'; item: Category } | { kind: 'subcategory'; item: Subcategory };

/** Runs a call, toasts the server's message (destructive on failure); true when it succeeded. */
async function withToast(call: () => Promise<MessageResponse>): Promise<boolean> {
  try {
    const res = await call();
    if (res.message) toast({ title: res.message });
    return true;
  } catch (error) {
    toast({ title: (error as Error).message, variant: 'destructive' });
    return false;
  }
}

/** Spec §2 Category: add, rename and delete categories and their subcategories. */
export function CategoryManager() {
  const tree = useCategoryTree();
  const addCat = useCatalogMutation(addCategory);
  const renameCat = useCatalogMutation(({ id, name }: { id: string; name: string }) =>
    renameCategory(id, name),
  );
  const deleteCat = useCatalogMutation(deleteCategory);
  const addSub = useCatalogMutation(({ categoryId, name }: { categoryId: string; name: string }) =>
    addSubcategory(categoryId, name),
  );
  const renameSub = useCatalogMutation(({ id, name }: { id: string; name: string }) =>
    renameSubcategory(id, name),
  );
  const deleteSub = useCatalogMutation(deleteSubcategory);
  const [target, setTarget] = useState<Target | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deleting = deleteCat.isPending || deleteSub.isPending;

  const askDelete = (next: Target) => {
    setTarget(next);
    setConfirming(true);
  };
  const confirmDelete = async () => {
    if (!target) return;
    await withToast(() =>
      target.kind === 'category'
        ? deleteCat.mutateAsync(target.item.id)
        : deleteSub.mutateAsync(target.item.id),
    );
    setConfirming(false);
  };

  const categories = tree.data?.categories ?? [];
  const subcategories = tree.data?.subcategories ?? [];

  return (
    <section aria-labelledby="categories-heading" className="grid gap-6">
      <div>
        <h2 id="categories-heading" className="text-2xl font-semibold text-maroon-900">
          Categories
        </h2>
        <p className="text-sm text-muted">
          Shown in the shop’s Products menu and filters. Renaming keeps the products in the category.
        </p>
      </div>
      <div className="rounded-lg border border-stone-200 bg-white p-4 md:p-6">
        <NameForm
          kind="category"
          label="New category"
          placeholder="e.g. Banarasi Sarees"
          submitLabel="Add Category"
          onSubmit={(name) => withToast(() => addCat.mutateAsync(name))}
        />
      </div>

      {tree.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading categories">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : tree.isError ? (
        <p className="text-sm text-red-800">Could not load the categories.</p>
      ) : categories.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-muted">
          No categories yet.
        </p>
      ) : (
        <ul aria-label="Categories" className="grid gap-4 lg:grid-cols-2">
          {categories.map((category) => {
            const subs = subcategories.filter((s) => s.categoryId === category.id);
            return (
              <li
                key={category.id}
                aria-label={category.name}
                className="grid content-start gap-3 rounded-lg border border-stone-200 bg-white p-4"
              >
                <EditableName
                  kind="category"
                  name={category.name}
                  onRename={(name) => withToast(() => renameCat.mutateAsync({ id: category.id, name }))}
                  onDelete={() => askDelete({ kind: 'category', item: category })}
                >
                  <h3 className="font-sans text-base font-semibold text-ink">{category.name}</h3>
                </EditableName>
                {subs.length > 0 ? (
                  <ul
                    aria-label={`Subcategories of ${category.name}`}
                    className="grid gap-1 border-l-2 border-gold-300 pl-3"
                  >
                    {subs.map((sub) => (
                      <li key={sub.id} className="flex">
                        <EditableName
                          kind="subcategory"
                          name={sub.name}
                          onRename={(name) => withToast(() => renameSub.mutateAsync({ id: sub.id, name }))}
                          onDelete={() => askDelete({ kind: 'subcategory', item: sub })}
                        >
                          <span className="text-sm text-ink">{sub.name}</span>
                        </EditableName>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="pl-3 text-sm text-muted">No subcategories.</p>
                )}
                <NameForm
                  kind="subcategory"
                  label={`New subcategory of ${category.name}`}
                  hideLabel
                  placeholder="New subcategory"
                  submitLabel="Add"
                  onSubmit={(name) => withToast(() => addSub.mutateAsync({ categoryId: category.id, name }))}
                />
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !deleting) setConfirming(false);
        }}
        title={target?.kind === 'subcategory' ? 'Delete this subcategory?' : 'Delete this category?'}
        description={
          <>
            “{target?.item.name}” will be deleted. A {target?.kind ?? 'category'} that products still use
            cannot be deleted.
          </>
        }
        confirmLabel={deleting ? 'Deleting…' : 'Delete'}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
