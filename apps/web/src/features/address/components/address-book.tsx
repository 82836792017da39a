import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_MESSAGES, LIMITS, type Address } from '@resham/shared';
import { MapPin, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
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

/**
 * The address cards (Edit, Delete; selectable on checkout) and the add / edit form. On checkout, a
 * shopper with saved addresses sees 'Add New Address' as a button that opens the form, so the pay
 * button stays near on a phone; without saved addresses the form is open.
 */
export function AddressBook({ selectedId = null, onSelect }: AddressBookProps) {
  const queryClient = useQueryClient();
  const { userId, addresses, isLoading } = useAddresses();
  const [editing, setEditing] = useState<Address | null>(null);
  const [adding, setAdding] = useState(false);
  const checkout = onSelect !== undefined;
  const folded = checkout && !editing && !adding && (isLoading || addresses.length > 0);
  // At the limit there is nothing to add: say so instead of offering a form that would be refused.
  const full = !editing && addresses.length >= LIMITS.maxAddresses;

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
      {full ? (
        <p
          role="note"
          className="flex items-center gap-2 rounded-lg border border-gold-500/40 bg-gold-100 p-4 text-sm text-ink"
        >
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-maroon-700" />
          {ADDRESS_MESSAGES.limitReached}
        </p>
      ) : folded ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add New Address
        </Button>
      ) : (
        <AddressForm
          key={editing?._id ?? 'new'}
          userId={userId}
          editing={editing}
          count={addresses.length}
          cancellable={checkout && adding && !editing}
          onDone={(saved) => {
            // Choosing where to deliver is the shopper's act: only a first address is chosen for her.
            if (saved && !editing && addresses.length === 0) onSelect?.(saved._id);
            setEditing(null);
            setAdding(false);
          }}
        />
      )}
    </div>
  );
}
