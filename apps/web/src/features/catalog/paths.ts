/** The shareable product page (the server adds its title, Open Graph tags and JSON-LD). */
export function productPath(id: string): string {
  return `/shop/product/${encodeURIComponent(id)}`;
}
