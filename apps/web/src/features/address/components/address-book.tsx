import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_MESSAGES, LIMITS, type Address } from '@resham/shared';
import { MapPin } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { addressesKey, deleteAddress, useAddresses } from '../api';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

export interface AddressBookProps {
  /** Checkout: the chosen delivery address (cards become selectable). */
  selectedId?: string | null;
  onSelect?: (addressId: string | null) => void;
}

/** The address cards (Edit, Delete; selectable on checkout) and the add / edit form. */
export function AddressBook({ selectedId = null, onSelect }: AddressBookProps) {
  const queryClient = useQueryClient();
  const { userId, addresses, isLoading } = useAddresses();
  const [editing, setEditing] = useState<Address | null>(null);

  const remove = useMutation({
    mutationFn: (address: Address) => deleteAddress(userId, address._id),
    onSuccess: (response, address) => {
      toast({ title: response.message || ADDRESS_MESSAGES.deleted });
      if (editing?._id === address._id) setEditing(null);
      if (selectedId === address._id) onSelect?.(null);
      void queryClient.invalidateQueries({ queryKey: addressesKey(userId) });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {isLoading ? (
        <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">Loading addresses…</span>
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : addresses.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-stone-300 bg-white p-4 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-5 text-maroon-400" />
          No saved addresses yet. Add one below (up to {LIMITS.maxAddresses}).
        </p>
      ) : (
        <ul
          aria-label="Saved addresses"
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-4"
        >
          {addresses.map((address) => (
            <li key={address._id}>
              <AddressCard
                address={address}
                selectable={onSelect !== undefined}
                selected={selectedId === address._id}
                onSelect={() => onSelect?.(address._id)}
                onEdit={() => setEditing(address)}
                onDelete={() => remove.mutate(address)}
                deleting={remove.isPending && remove.variables?._id === address._id}
              />
            </li>
          ))}
        </ul>
      )}
      <AddressForm
        key={editing?._id ?? 'new'}
        userId={userId}
        editing={editing}
        count={addresses.length}
        onDone={() => setEditing(null)}
      />
    </div>
  );
}
