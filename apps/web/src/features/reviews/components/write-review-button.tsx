import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SessionUser } from '@resham/shared';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import type { ReviewDialogProps } from './review-dialog';

const loadDialog = () => import('./review-dialog');
const ReviewDialog = lazy(loadDialog);

export interface WriteReviewButtonProps extends Pick<
  ReviewDialogProps,
  'productId' | 'initial' | 'title' | 'description'
> {
  user: SessionUser;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A button that opens the review dialog; the dialog's code loads when it is first pointed at or opened. */
export function WriteReviewButton({
  user,
  children,
  variant = 'primary',
  className,
  ...dialog
}: WriteReviewButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="lg"
        className={className}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReviewDialog open={open} onOpenChange={setOpen} user={user} {...dialog} />
        </Suspense>
      ) : null}
    </>
  );
}
