import type { QueryClient } from '@tanstack/react-query';
import { PRODUCT_DATA_ID, type Product } from '@resham/shared';
import { productQuery } from '../features/catalog/api/product';
import { readDataBlock } from './server-data';

const PRODUCT_PATH = /^\/shop\/product\/([^/]+)\/?$/;

/**
 * The product page's server-painted top: puts the product the server sent into the cache, so the
 * app's first render is that page (not a skeleton) and asks the API nothing. A block that does not
 * fit the URL is ignored (the app fetches the product as usual).
 */
export function adoptServerPage(queryClient: QueryClient) {
  const match = PRODUCT_PATH.exec(window.location.pathname);
  const product = match ? readDataBlock<Product>(PRODUCT_DATA_ID) : undefined;
  if (!match || !product) return;
  const id = decodeURIComponent(match[1]!);
  if (product._id?.toLowerCase() === id.toLowerCase())
    queryClient.setQueryData(productQuery(id).queryKey, product);
}
