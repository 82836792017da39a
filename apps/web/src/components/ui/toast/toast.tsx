import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ToastVariant } from './toast-store';

export const ToastProvider = ToastPrimitive.Provider;

/**
 * Where toasts stand. Above the mobile cart bar when one is shown (its height, published by the bar),
 * never over it. While a sheet or dialog is open (Radix locks the page's scroll: `data-scroll-locked`
 * on <body>) its actions are at the bottom (the cart sheet's Checkout, a dialog's buttons), so toasts
 * move to the top, clear of its close button in the top right corner (pr-16).
 */
export const TOAST_VIEWPORT_CLASSES = cn(
  'fixed right-0 bottom-[var(--cart-bar-h,0px)] z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm',
  'in-[body[data-scroll-locked]]:top-0 in-[body[data-scroll-locked]]:bottom-auto in-[body[data-scroll-locked]]:pr-16',
);

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return <ToastPrimitive.Viewport className={cn(TOAST_VIEWPORT_CLASSES, className)} {...props} />;
}

// Solid colours and no opacity on text (the description inherits the toast's colour): white on
// red-800 is about 8:1, ink on white about 17:1. The toast moves in and out; it never fades.
const variants: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-ink',
  destructive: 'border-red-900 bg-red-800 text-white on-dark',
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-slide-out-right',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={cn('absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100', className)}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">Dismiss notification</span>
    </ToastPrimitive.Close>
  );
}
