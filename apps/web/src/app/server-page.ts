import type { QueryClient } from '@tanstack/react-query';
import { PRODUCT_DATA_ID, type Product } from '@resham/shared';
import { productQuery } from '../features/catalog/api/product';

const PRODUCT_PATH = /^\/shop\/product\/([^/]+)\/?$/;

/**
 * The product page's server-painted top: puts the product the server sent into the cache, so the
 * app's first render is that page (not a skeleton) and asks the API nothing. A block that does not
 * fit the URL is ignored (the app fetches the product as usual).
 */
export function adoptServerPage(queryClient: QueryClient) {
  const block = document.getElementById(PRODUCT_DATA_ID);
  const match = PRODUCT_PATH.exec(window.location.pathname);
  if (!block || !match) return;
  try {
    const product = JSON.parse(block.textContent ?? '') as Product;
    const id = decodeURIComponent(match[1]!);
    if (product._id?.toLowerCase() === id.toLowerCase())
      queryClient.setQueryData(productQuery(id).queryKey, product);
  } catch {
    // malformed: fetched as usual
  }
}
