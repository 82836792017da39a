import { Link } from 'react-router';
import { MESSAGES } from '@resham/shared';
import { AlertTriangle, Clock, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { cn } from '../../../lib/cn';
import type { PaymentNotice as Notice } from '../hooks/use-payment-flow';

export interface PaymentNoticeProps {
  notice: Notice;
  onRetry: () => void;
  retrying?: boolean;
}

/** After a closed or failed payment window: what happened, 'Retry payment', and the way to the orders. */
export function PaymentNotice({ notice, onRetry, retrying = false }: PaymentNoticeProps) {
  const failed = notice.status === 'failed';
  const canRetry = notice.status === 'dismissed' || notice.retryable;
  const Icon = failed ? AlertTriangle : Clock;
  return (
    <div
      role="alert"
      className={cn(
        'grid gap-3 rounded-lg border p-4 text-sm',
        failed ? 'border-red-300 bg-red-50 text-red-950' : 'border-yellow-400 bg-yellow-50 text-yellow-950',
      )}
    >
      <div className="flex gap-3">
        <Icon
          aria-hidden="true"
          className={cn('mt-0.5 size-5 shrink-0', failed ? 'text-red-700' : 'text-yellow-700')}
        />
        <div className="grid gap-1">
          <p className="font-medium">{notice.message}</p>
          {notice.status === 'failed' && notice.detail ? <p>{notice.detail}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-8">
        {canRetry ? (
          <Button size="sm" onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {MESSAGES.checkout.retry}
          </Button>
        ) : null}
        <Link to="/shop/account" className={buttonClasses('outline', 'sm')}>
          View My Orders
        </Link>
      </div>
    </div>
  );
}
