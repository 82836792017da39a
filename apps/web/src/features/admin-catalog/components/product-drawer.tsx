import { useEffect, useState } from 'react';
import type { Product } from '@resham/shared';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useProduct } from '../api';
import { emptyProductValues, productToValues } from '../product-form-logic';
import { ProductForm } from './product-form';

export interface ProductDrawerProps {
  open: boolean;
  /** Edit mode when set (spec §2: the mode follows whether an edited id is set). */
  editId: string | null;
  /** The product from the grid, when it is on the current page (else it is fetched). */
  initial?: Product;
  onClose: () => void;
}

/** The right-side drawer holding the product form, in add or edit mode. */
export function ProductDrawer({ open, editId, initial, onClose }: ProductDrawerProps) {
  // Keeps the last mode while the drawer animates closed (the URL has already dropped the id).
  const [shownId, setShownId] = useState(editId);
  if (open && editId !== shownId) setShownId(editId);
  const editing = shownId !== null;
  const product = useProduct(shownId, initial?._id === shownId ? initial : undefined);

  useEffect(() => {
    if (open && editing && product.isError) {
      toast({ title: product.error.message, variant: 'destructive' });
      onClose();
    }
  }, [open, editing, product.isError, product.error, onClose]);

  return (
    <Sheet open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <SheetContent
        side="right"
        // The form scrolls between a fixed header and a fixed footer (Save/Cancel always in view).
        className="w-full! max-w-xl! gap-0! overflow-hidden! p-0!"
        closeLabel="Close product form"
      >
        <SheetHeader className="border-b border-stone-200 px-6 pt-6 pb-4">
          <SheetTitle>{editing ? 'Edit Product' : 'Add New Product'}</SheetTitle>
          <SheetDescription>
            {editing
              ? 'Change the details or photos, then save.'
              : 'Upload photos and fill in the details of the new product.'}
          </SheetDescription>
        </SheetHeader>
        {editing && !product.data ? (
          <div className="grid gap-4 p-6" role="status" aria-label="Loading product">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <ProductForm
            // A new form (fresh default values) for each product and for each add.
            key={shownId ?? 'new'}
            productId={shownId}
            defaultValues={editing && product.data ? productToValues(product.data) : emptyProductValues()}
            onSaved={onClose}
            onCancel={onClose}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}
