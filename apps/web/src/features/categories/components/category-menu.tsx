import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@resham/shared';
import { useFocusOnMount, type WidgetProps } from '../../../components/deferred';
import { ALL_PRODUCTS_PATH, forgetListingFilters } from '../../../lib/listing-memory';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { listingPathFor, useCategories } from '../api';
import { CategoryMenuFace } from './category-menu-face';

export interface CategoryMenuProps extends WidgetProps {
  triggerClassName?: string;
}

/**
 * The header's 'Products' menu: opens on hover, click or keyboard (Enter, Space, ArrowDown) and
 * closes 250 ms after the pointer leaves the trigger and the menu.
 */
export function CategoryMenu({ triggerClassName, defaultOpen = false, focusOnMount }: CategoryMenuProps) {
  const navigate = useNavigate();
  const { categories, isLoading } = useCategories();
  const [open, setOpen] = useState(defaultOpen);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, focusOnMount);

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), LIMITS.categoryMenuCloseMs);
  };

  return (
    <DropdownMenu
      modal={false}
      open={open}
      onOpenChange={(next) => {
        cancelClose();
        setOpen(next);
      }}
    >
      <DropdownMenuTrigger
        ref={triggerRef}
        className={cn('inline-flex items-center gap-1', triggerClassName)}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onPointerDown={(event) => {
          // Already opened by hovering: a mouse click keeps it open instead of toggling it shut.
          if (event.pointerType === 'mouse' && open) event.preventDefault();
        }}
      >
        <CategoryMenuFace open={open} />
      </DropdownMenuTrigger>
      {/* Two columns, so the 15 categories fit on a laptop screen instead of scrolling out of sight. */}
      <DropdownMenuContent
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        collisionPadding={16}
        className="w-[min(32rem,calc(100vw-2rem))]"
      >
        <DropdownMenuItem
          onSelect={() => {
            forgetListingFilters();
            void navigate(ALL_PRODUCTS_PATH);
          }}
        >
          All Products
        </DropdownMenuItem>
        {categories.length > 0 ? <DropdownMenuSeparator /> : null}
        {/* Alphabetical down the first column, then the second (the arrow keys follow the same order). */}
        <DropdownMenuGroup
          className="grid grid-flow-col grid-cols-2 gap-x-1"
          style={{ gridTemplateRows: `repeat(${Math.ceil(categories.length / 2)}, auto)` }}
        >
          {categories.map((category) => (
            <DropdownMenuItem key={category.id} onSelect={() => navigate(listingPathFor(category.name))}>
              {category.name}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        {isLoading ? (
          <DropdownMenuItem disabled className="text-muted">
            Loading categories…
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
