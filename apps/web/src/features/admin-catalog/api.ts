// Admin catalogue calls: products, categories and subcategories, banners. Uploads live in ./upload.ts.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  LowStockThresholdsResponse,
  Banner,
  BannerListResponse,
  BannerSavedResponse,
  CategorySavedResponse,
  DetailValues,
  FeaturedListResponse,
  FeaturedSavedResponse,
  MessageResponse,
  Product,
  ProductPageResponse,
  ProductResponse,
  ProductSavedResponse,
  productInputSchema,
  SubcategorySavedResponse,
} from '@resham/shared';
import { api } from '../../lib/api-client';
import { categoryTreeQuery } from '../../lib/category-tree';

export type { CategoryTree, MessageResponse } from '@resham/shared';
/** A page of the product grid. */
export type ProductPage = Omit<ProductPageResponse, 'success'>;

export const PAGE_SIZE = 24;

export const adminKeys = {
  all: ['admin-catalog'] as const,
  products: ['admin-catalog', 'products'] as const,
  productPage: (q: string, page: number) => ['admin-catalog', 'products', 'page', q, page] as const,
  product: (id: string) => ['admin-catalog', 'products', 'one', id] as const,
  banners: ['admin-catalog', 'banners'] as const,
  featured: ['admin-catalog', 'featured'] as const,
  /** Under `products`: a saved product refreshes the suggestions too. */
  detailValues: ['admin-catalog', 'products', 'detail-values'] as const,
  /** Every product's low-stock alert on a page (cleared when an alert is saved). */
  lowStock: ['admin', 'low-stock-thresholds'] as const,
};

// Fetchers

export async function fetchProductPage(q: string, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) params.set('q', q);
  const res = await api.get<ProductPageResponse>(`/api/admin/products/get?${params}`, { signal });
  return {
    data: res.data ?? [],
    total: res.total ?? 0,
    page: res.page ?? page,
    pageSize: res.pageSize ?? PAGE_SIZE,
  };
}

/** One product by id, drafts (no photo yet) included: the edit drawer's. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (await api.get<ProductResponse>(`/api/admin/products/get/${encodeURIComponent(id)}`, { signal }))
    .data;
}

export async function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  return (await api.get<BannerListResponse>('/api/common/feature/get', { signal })).data ?? [];
}

/** A product as the shared schema outputs it (trimmed text, numbers, nulls for blanks): the add/edit body. */
export type ProductPayload = ReturnType<typeof productInputSchema.parse>;

export const addProduct = (input: ProductPayload) =>
  api.post<ProductSavedResponse>('/api/admin/products/add', input);
/** An edit carries the stock figure the form loaded; a stale one is refused with 409 and `currentStock`. */
export type ProductEditPayload = ProductPayload & { expectedStock: number };
export const editProduct = (id: string, input: ProductEditPayload) =>
  api.put<ProductSavedResponse>(`/api/admin/products/edit/${encodeURIComponent(id)}`, input);
export const deleteProduct = (id: string) =>
  api.delete<MessageResponse>(`/api/admin/products/delete/${encodeURIComponent(id)}`);

export const addCategory = (name: string) =>
  api.post<CategorySavedResponse>('/api/common/categories', { name });
export const renameCategory = (id: string, name: string) =>
  api.put<CategorySavedResponse>(`/api/common/categories/${encodeURIComponent(id)}`, { name });
export const deleteCategory = (id: string) =>
  api.delete<MessageResponse>(`/api/common/categories/${encodeURIComponent(id)}`);
export const addSubcategory = (categoryId: string, name: string) =>
  api.post<SubcategorySavedResponse>('/api/common/subcategories', { name, categoryId });
export const renameSubcategory = (id: string, name: string) =>
  api.put<SubcategorySavedResponse>(`/api/common/subcategories/${encodeURIComponent(id)}`, { name });
export const deleteSubcategory = (id: string) =>
  api.delete<MessageResponse>(`/api/common/subcategories/${encodeURIComponent(id)}`);

export interface BannerPayload {
  imageDesktop: string;
  imageMobile: string;
  alt: string;
  /** A storefront page (/shop/…) the banner leads to; empty for none. */
  link: string | null;
}
export const addBanner = (input: BannerPayload) =>
  api.post<BannerSavedResponse>('/api/common/feature/add', input);
export const deleteBanner = (id: string) =>
  api.delete<MessageResponse>(`/api/common/feature/delete/${encodeURIComponent(id)}`);

/** The home page's featured products, in order (none marked: []). */
export async function fetchFeatured(signal?: AbortSignal): Promise<Product[]> {
  return (await api.get<FeaturedListResponse>('/api/admin/products/featured', { signal })).data ?? [];
}
/** Replaces the featured list (at most 8 ids, in order; [] clears it). */
export const saveFeatured = (productIds: string[]) =>
  api.put<FeaturedSavedResponse>('/api/admin/products/featured', { productIds });

/** The fabrics, colours and weaves the catalogue uses: the product drawer's suggestions. */
async function fetchDetailValues(signal?: AbortSignal): Promise<DetailValues> {
  return (await api.get<{ data: DetailValues }>('/api/admin/products/detail-values', { signal })).data;
}

// Queries

export function useDetailValues() {
  return useQuery({ queryKey: adminKeys.detailValues, queryFn: ({ signal }) => fetchDetailValues(signal) });
}

export function useFeatured() {
  return useQuery({
    queryKey: adminKeys.featured,
    queryFn: ({ signal }) => fetchFeatured(signal),
    staleTime: 0,
  });
}

/**
 * The low-stock alert of each product on the page (its own, else the shop's), so the grid flags low stock
 * by the dashboard's rule (stockAlert in packages/shared).
 */
export function useLowStockThresholds(ids: string[]) {
  return useQuery({
    queryKey: [...adminKeys.lowStock, ids],
    queryFn: async ({ signal }) =>
      (
        await api.get<LowStockThresholdsResponse>(
          `/api/admin/products/low-stock-thresholds?ids=${ids.map(encodeURIComponent).join(',')}`,
          { signal },
        )
      ).data.thresholds,
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useProductPage(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.productPage(q, page),
    queryFn: ({ signal }) => fetchProductPage(q, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The product being edited: from the grid's cache when there, else fetched (deep link `?edit=`). */
export function useProduct(id: string | null, initial: Product | undefined) {
  return useQuery({
    queryKey: adminKeys.product(id ?? ''),
    queryFn: ({ signal }) => fetchProduct(id!, signal),
    enabled: id !== null,
    initialData: initial,
    staleTime: 0,
  });
}

/** The shop's category tree (one cache entry for menu, filters and these forms), fresh on every visit. */
export function useCategoryTree() {
  return useQuery({ ...categoryTreeQuery, staleTime: 0 });
}

export function useBanners() {
  return useQuery({
    queryKey: adminKeys.banners,
    queryFn: ({ signal }) => fetchBanners(signal),
    staleTime: 0,
  });
}

/**
 * The home page's featured products (featuredProductsQuery in features/catalog/api/home.ts). Written
 * out here: a feature imports no other, and a module shared with the home page would be one more chunk
 * in the guest's first download.
 */
const homeFeaturedKey = ['public', 'products', 'featured'] as const;

/**
 * Saving the featured list (the ids, in order) refreshes only what shows it: the list itself (set from
 * the answer, or asked for again after a failure) and the home page's featured products.
 */
export const saveFeaturedOptions = (queryClient: QueryClient) => ({
  mutationFn: saveFeatured,
  onSuccess: (res: FeaturedSavedResponse) => queryClient.setQueryData(adminKeys.featured, res.data),
  onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.featured }),
  onSettled: () => queryClient.invalidateQueries({ queryKey: homeFeaturedKey }),
});

export function useSaveFeatured() {
  return useMutation(saveFeaturedOptions(useQueryClient()));
}

// Other mutations: each refreshes every cached query but the session: the admin's lists, the shop's public
// caches (categories, banners) and other admin screens that show products (the dashboard's stock alerts).

export function useCatalogMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}
