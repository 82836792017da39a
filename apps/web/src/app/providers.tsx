import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { IconSprite } from '../components/ui/lean-icons';
import { LazyToaster } from '../components/ui/toast';
import { queryClient } from './query-client';

/** `client`: the server renders each page with a client of its own. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <IconSprite />
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
