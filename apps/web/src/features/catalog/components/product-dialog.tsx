// The details dialog, in its own chunk: loaded when a shopper first opens a product.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { Product } from '@resham/shared';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { productPath } from '../paths';
import { ProductDetails } from './product-details';

export interface ProductDialogProps {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action?: ReactNode;
  reviews?: ReactNode;
  /** Where focus goes back when the dialog closes (the card it was opened from). */
  returnFocusTo?: HTMLElement | null;
}

export default function ProductDialog({
  product,
  open,
  onOpenChange,
  action,
  reviews,
  returnFocusTo = null,
}: ProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        closeLabel="Close product details"
        className="max-h-[92vh]! max-w-5xl! p-5! outline-none md:p-8!"
        // Focus starts on the dialog itself, not on its first button ('Previous image'), which would
        // hold the gallery still: spec §2 wants it turning every 4 s until the shopper touches it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        <ProductDetails
          product={product}
          action={action}
          reviews={reviews}
          Title={DialogTitle}
          footer={
            <Link
              to={productPath(product._id)}
              className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-medium text-maroon-800 underline-offset-4 hover:underline"
            >
              Open the product page
              <ExternalLink aria-hidden="true" className="size-4" />
            </Link>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
