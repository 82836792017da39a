// The mobile filters (spec §2): a bottom sheet with Apply and Close, in its own chunk (Radix Dialog).
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { toggleFilter, type Filters } from '../filters';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterSheetProps extends Omit<FilterPanelProps, 'onToggle' | 'filters'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: Filters;
  /** Apply: the choices made in the sheet become the listing's filters. */
  onApply: (filters: Filters) => void;
}

/** Choices are kept in the sheet until Apply; Close (or Escape) leaves the listing as it was. */
export default function FilterSheet({ open, onOpenChange, filters, onApply, ...panel }: FilterSheetProps) {
  const [draft, setDraft] = useState(filters);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filters);
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" closeLabel="Close filters" className="gap-0! p-0!">
        <SheetHeader className="border-b border-stone-200 px-6 py-4">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Choose categories, then subcategories.</SheetDescription>
        </SheetHeader>
        <div className="overflow-y-auto px-4 py-5">
          <FilterPanel
            {...panel}
            filters={draft}
            onToggle={(s, v) => setDraft((d) => toggleFilter(d, s, v))}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 border-t border-stone-200 px-6 py-4">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              onOpenChange(false);
            }}
          >
            Apply
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
