import { bannersQuery, featuredProductsQuery } from '../../features/catalog/api/home';
import { withConfig, type ServerPage } from '../../app/server-page';

/** /shop/home on the server: the banners and the featured products. */
export const page: ServerPage = {
  key: () => 'home',
  load: (client) =>
    withConfig(client, client.prefetchQuery(bannersQuery), client.prefetchQuery(featuredProductsQuery)),
};
