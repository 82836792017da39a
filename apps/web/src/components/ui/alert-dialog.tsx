import type { ReactNode } from 'react';
import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { buttonClasses } from './button-classes';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Label of the confirming (destructive) button. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons while the action runs. */
  pending?: boolean;
  onConfirm: () => void;
}

/**
 * A confirmation for a destructive action (Radix AlertDialog: focus starts on Cancel, Escape cancels,
 * clicking outside does not dismiss). The dialog stays open until the caller closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg bg-white p-6 shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in">
          <AlertPrimitive.Title className="font-serif text-xl font-semibold text-ink">
            {title}
          </AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-muted">
            {description}
          </AlertPrimitive.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel className={buttonClasses('outline')} disabled={pending}>
              {cancelLabel}
            </AlertPrimitive.Cancel>
            <button
              type="button"
              className={buttonClasses('destructive')}
              disabled={pending}
              aria-busy={pending}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
