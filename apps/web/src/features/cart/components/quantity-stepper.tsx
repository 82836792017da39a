import { Minus, Plus } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface QuantityStepperProps {
  /** What is counted, for the buttons' accessible names. */
  title: string;
  quantity: number;
  onDecrement: () => void;
  onIncrement: () => void;
  decrementDisabled?: boolean;
  /** sm 32 px, md 40 px, lg 44 px (a thumb-sized target, on product cards and details). */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const buttonClass =
  'grid place-items-center text-maroon-900 transition-colors hover:bg-maroon-50 disabled:pointer-events-none disabled:opacity-40';

/** − quantity + ; the count is announced when it changes. */
export function QuantityStepper({
  title,
  quantity,
  onDecrement,
  onIncrement,
  decrementDisabled = false,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const box = size === 'sm' ? 'size-8' : size === 'lg' ? 'size-11' : 'size-10';
  return (
    <div
      role="group"
      aria-label={`Quantity of ${title}`}
      className={cn(
        'inline-flex items-center overflow-hidden rounded-md border border-maroon-800 bg-white',
        className,
      )}
    >
      <button
        type="button"
        className={cn(buttonClass, box)}
        aria-label={`Decrease quantity of ${title}`}
        disabled={decrementDisabled}
        onClick={(event) => {
          event.stopPropagation();
          onDecrement();
        }}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span
        aria-live="polite"
        className={cn(
          'grid min-w-9 flex-1 place-items-center border-x border-maroon-800/30 px-2 font-semibold tabular-nums',
          size === 'sm' ? 'h-8 text-sm' : size === 'lg' ? 'h-11' : 'h-10',
        )}
      >
        {quantity}
      </span>
      <button
        type="button"
        className={cn(buttonClass, box)}
        aria-label={`Increase quantity of ${title}`}
        onClick={(event) => {
          event.stopPropagation();
          onIncrement();
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
