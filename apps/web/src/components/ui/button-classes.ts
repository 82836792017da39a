import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-maroon-800 text-ivory hover:bg-maroon-700 active:bg-maroon-900',
  gold: 'bg-gold-400 text-maroon-950 hover:bg-gold-300 active:bg-gold-500',
  outline: 'border border-maroon-800 text-maroon-800 bg-transparent hover:bg-maroon-50',
  'outline-light': 'border border-gold-300/70 text-ivory bg-transparent hover:bg-white/10',
  ghost: 'text-maroon-900 hover:bg-maroon-100',
  'ghost-light': 'text-ivory hover:bg-white/10',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-maroon-800 underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  /** 44 px high, narrow padding: a thumb-sized control on a two-up phone grid. */
  touch: 'h-11 px-3 text-sm',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}
