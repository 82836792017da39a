import { useId } from 'react';
import { cn } from '../../../lib/cn';

/** A row of radio buttons, each a 44 px tall target: the returns forms' one-of choices. */
export function RadioChoices<T extends string>({
  options,
  value,
  onChange,
  disabled,
  className,
  label,
}: {
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
  /** Names the group when no legend does. */
  label?: string;
}) {
  const name = useId();
  return (
    <div
      className={cn('flex flex-wrap', className ?? 'gap-x-6')}
      {...(label ? { role: 'radiogroup', 'aria-label': label } : {})}
    >
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            className="size-4 accent-maroon-800"
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
