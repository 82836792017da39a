import { productQuery } from '../../features/catalog/api/product';
import { isApiError } from '../../lib/api-error';
import { withConfig, type ServerPage } from '../../app/server-page';

/** /shop/product/:id on the server: the product, or 404 when there is none with that id. */
export const page: ServerPage = {
  key: ({ id }) => (id ? `product ${id}` : null),
  load: async (client, { id = '' }) => {
    await withConfig(client, client.prefetchQuery(productQuery(id)));
    const error = client.getQueryState(productQuery(id).queryKey)?.error;
    return isApiError(error) && (error.status === 404 || error.status === 400) ? 404 : 200;
  },
};
