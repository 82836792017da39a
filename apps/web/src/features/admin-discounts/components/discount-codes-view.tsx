import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { DiscountCode } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useDiscountCodes, useSaveDiscountCode } from '../api';
import { discountToValues, emptyDiscountValues, valuesToInput } from '../form-values';
import { DiscountCodeForm } from './discount-code-form';
import { DiscountCodesList } from './discount-codes-list';

/** The admin's discount codes: the list, a drawer to create or edit one, and pause/resume. */
export function DiscountCodesView({ categoryNames }: { categoryNames: string[] }) {
  const codes = useDiscountCodes();
  const toggle = useSaveDiscountCode();
  const [editing, setEditing] = useState<DiscountCode | 'new' | null>(null);
  // Keeps the form's content while the drawer animates closed.
  const [shown, setShown] = useState<DiscountCode | 'new'>('new');
  if (editing && editing !== shown) setShown(editing);
  const close = () => setEditing(null);

  const onToggle = (c: DiscountCode) =>
    toggle.mutate(
      { id: c.id, input: valuesToInput({ ...discountToValues(c), active: !c.active }) },
      {
        onSuccess: () => toast({ title: c.active ? `${c.code} paused.` : `${c.code} resumed.` }),
        onError: (err) => toast({ title: err.message, variant: 'destructive' }),
      },
    );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="!size-4" />
          New code
        </Button>
      </div>
      {codes.isPending ? (
        <div role="status" aria-busy="true" className="grid gap-3">
          <span className="sr-only">Loading discount codes…</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : codes.isError ? (
        <p className="text-red-700">{codes.error.message}</p>
      ) : codes.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-muted">
          No discount codes yet.
        </p>
      ) : (
        <DiscountCodesList
          codes={codes.data}
          onEdit={setEditing}
          onToggle={onToggle}
          busyId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
        />
      )}
      <Sheet open={editing !== null} onOpenChange={(open) => (open ? undefined : close())}>
        <SheetContent
          side="right"
          className="w-full! max-w-xl! gap-0! overflow-hidden! p-0!"
          closeLabel="Close code form"
        >
          <SheetHeader className="border-b border-stone-200 px-6 pt-6 pb-4">
            <SheetTitle>{shown === 'new' ? 'New Discount Code' : `Edit ${shown.code}`}</SheetTitle>
            <SheetDescription>
              {shown === 'new'
                ? 'Percent or flat ₹ off, with its dates (IST), cap and categories.'
                : `Used ${shown.usesCount} time${shown.usesCount === 1 ? '' : 's'} so far.`}
            </SheetDescription>
          </SheetHeader>
          <DiscountCodeForm
            key={shown === 'new' ? 'new' : shown.id}
            id={shown === 'new' ? null : shown.id}
            defaultValues={shown === 'new' ? emptyDiscountValues() : discountToValues(shown)}
            categoryNames={categoryNames}
            onDone={close}
          />
        </SheetContent>
      </Sheet>
    </div>
  );
}
