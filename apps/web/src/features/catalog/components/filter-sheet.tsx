// The mobile filters (spec §2): a bottom sheet with Apply and Close, in its own chunk (Radix Dialog).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { facetsQuery } from '../api/listing';
import { toggleFilter, withPrice, type Filters } from '../filters';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterSheetProps extends Omit<
  FilterPanelProps,
  'onToggle' | 'onPrice' | 'filters' | 'facets'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: Filters;
  /** The search's keyword, when the sheet narrows a search. */
  keyword?: string;
  /** Apply: the choices made in the sheet become the list's filters. */
  onApply: (filters: Filters) => void;
}

/**
 * Choices are kept in the sheet until Apply; Close (or Escape) leaves the list as it was. The counts
 * follow the choices made in the sheet.
 */
export default function FilterSheet({
  open,
  onOpenChange,
  filters,
  keyword,
  onApply,
  ...panel
}: FilterSheetProps) {
  const [draft, setDraft] = useState(filters);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filters);
  }
  const facets = useQuery({ ...facetsQuery(draft, keyword), enabled: open });
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" closeLabel="Close filters" className="gap-0! p-0!">
        <SheetHeader className="border-b border-stone-200 px-6 py-4">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>
            {panel.categories
              ? 'Choose collections, fabric, weave and price.'
              : 'Choose fabric, weave and price.'}
          </SheetDescription>
        </SheetHeader>
        <div className="overflow-y-auto px-4 py-5">
          <FilterPanel
            {...panel}
            filters={draft}
            facets={facets.data}
            onToggle={(s, v) => setDraft((d) => toggleFilter(d, s, v))}
            onPrice={(min, max) => setDraft((d) => withPrice(d, min, max))}
            livePrice
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
