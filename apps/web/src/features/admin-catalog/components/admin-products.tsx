import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import type { Product } from '@resham/shared';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import {
  deleteProduct,
  PAGE_SIZE,
  useCatalogMutation,
  useFeatured,
  useLowStockThresholds,
  useProductPage,
} from '../api';
import { AdminProductCard } from './admin-product-card';
import { FeaturedManager } from './featured-manager';
import { ProductDrawer } from './product-drawer';

const SEARCH_DEBOUNCE_MS = 300;

/** Reads a positive page number from the URL (1 when missing or odd). */
function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The admin products screen: search, paged grid, the add/edit drawer and delete with confirmation.
 * The URL holds `q`, `page` and `edit` (a deep link `?edit={id}` opens that product's drawer).
 */
export function AdminProducts() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = pageFrom(params.get('page'));
  const editId = params.get('edit');
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState(q);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useProductPage(q, page);
  const remove = useCatalogMutation(deleteProduct);
  const featured = useFeatured();
  const featuredRank = (id: string) => {
    const i = featured.data?.findIndex((p) => p._id === id) ?? -1;
    return i >= 0 ? i + 1 : undefined;
  };

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes))
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The search box updates the URL after a pause in typing, back to page 1.
  useEffect(() => {
    const text = search.trim();
    if (text === q) return;
    const timer = setTimeout(() => update({ q: text, page: null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, q, update]);

  const closeDrawer = useCallback(() => {
    setAdding(false);
    update({ edit: null });
  }, [update]);

  const data = list.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const products = data?.data ?? [];
  const alerts = useLowStockThresholds(products.map((p) => p._id));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);

  // A page beyond the end (e.g. after deleting the last product of the last page) steps back.
  useEffect(() => {
    if (data && page > pages) update({ page: pages > 1 ? String(pages) : null });
  }, [data, page, pages, update]);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: (res) => {
        toast({ title: res.message });
        setConfirming(false);
      },
      onError: (error) => {
        toast({ title: error.message, variant: 'destructive' });
        setConfirming(false);
      },
    });
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>Products</PageHeading>
        <Button
          onClick={() => {
            update({ edit: null });
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" />
          Add New Product
        </Button>
      </div>

      <FeaturedManager />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-full max-w-md">
          <label htmlFor="admin-product-search" className="sr-only">
            Search products
          </label>
          <SearchInput
            id="admin-product-search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by title or category"
          />
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {data
            ? total === 0
              ? 'No products'
              : `Showing ${first}–${last} of ${total} product${total === 1 ? '' : 's'}`
            : ''}
        </p>
      </div>

      {list.isPending ? (
        <ul aria-label="Loading products" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton className="aspect-[3/4] w-full" />
              <Skeleton className="mt-3 h-5 w-3/4" />
              <Skeleton className="mt-2 h-4 w-1/2" />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <div className="grid justify-items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-800">Could not load the products: {list.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-muted">
          {q ? `No products match “${q}”.` : 'No products yet. Add the first one with “Add New Product”.'}
        </p>
      ) : (
        <ul
          aria-label="Products"
          aria-busy={list.isPlaceholderData}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {products.map((product) => (
            <li key={product._id} className="flex">
              <AdminProductCard
                product={product}
                featuredRank={featuredRank(product._id)}
                lowStockAt={alerts.data?.[product._id]}
                onEdit={(p) => {
                  setAdding(false);
                  update({ edit: p._id });
                }}
                onDelete={(p) => {
                  setToDelete(p);
                  setConfirming(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label="Product pages" className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : null })}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-ink">
            Page {Math.min(page, pages)} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => update({ page: String(page + 1) })}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}

      <ProductDrawer
        open={adding || editId !== null}
        editId={editId}
        initial={editId ? products.find((p) => p._id === editId) : undefined}
        onClose={closeDrawer}
      />

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(false);
        }}
        title="Delete this product?"
        description={
          <>“{toDelete?.title}” will be removed from the shop. Orders that include it keep their details.</>
        }
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
