import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkDiscountCode } from '../api';

/**
 * The code box's state: the code the shopper applied, checked by the server against her cart and
 * address (again whenever either changes), with the summary it makes or why it does not apply.
 */
export function useDiscountCode(addressId: string | null, basket: string) {
  const [code, setCode] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['discount-check', code, addressId, basket],
    queryFn: () => checkDiscountCode(code!, addressId),
    enabled: code !== null,
    retry: false,
    staleTime: 0,
  });
  const result = code !== null && query.isSuccess ? query.data.data : null;
  return {
    /** The code as the server spells it, and the summary with it; null when none applies. */
    applied: result,
    error: code !== null && query.isError ? query.error.message : null,
    checking: query.isFetching,
    apply: setCode,
    remove: () => setCode(null),
  };
}
