import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-maroon-800 text-ivory',
  gold: 'bg-gold-400 text-maroon-950',
  outline: 'border border-maroon-800 text-maroon-800',
  success: 'bg-green-700 text-white',
  warning: 'bg-yellow-300 text-yellow-950',
  destructive: 'bg-red-700 text-white',
} as const;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: keyof typeof variants;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
