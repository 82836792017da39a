import { withConfig, type ServerPage } from '../../app/server-page';

/** About and the policies on the server: only the store's settings (its name, contacts). */
export const page: ServerPage = {
  key: () => 'page',
  load: (client) => withConfig(client),
};
