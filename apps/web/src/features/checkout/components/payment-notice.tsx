import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PAYMENT_RECOVERY_MESSAGES } from '@resham/shared';
import { AlertTriangle, Clock } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { cn } from '../../../lib/cn';
import { isRetryable, type PaymentNotice as Notice } from '../recovery';

export interface PaymentNoticeProps {
  notice: Notice;
  className?: string;
  /** Where her orders are: the account's list, or a guest's order page. */
  orders?: { to: string; label: string };
}

const ACCOUNT_ORDERS = { to: '/shop/account', label: 'View My Orders' };

/**
 * After a closed or failed payment window: what happened and the way to the orders. It takes focus
 * when it appears (screen readers read it, and the page scrolls it into view under the fixed header);
 * the page's main button, just below it, pays the same order again ('Retry payment').
 */
export function PaymentNotice({ notice, className, orders = ACCOUNT_ORDERS }: PaymentNoticeProps) {
  const failed = notice.status === 'failed';
  const Icon = failed ? AlertTriangle : Clock;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [notice]);

  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      data-payment-notice=""
      className={cn(
        'grid scroll-mt-20 gap-3 rounded-lg border p-4 text-sm outline-offset-2',
        failed ? 'border-red-300 bg-red-50 text-red-950' : 'border-yellow-400 bg-yellow-50 text-yellow-950',
        className,
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
          {isRetryable(notice) ? <p>{PAYMENT_RECOVERY_MESSAGES.retryHint}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-8">
        <Link to={orders.to} className={buttonClasses('outline', 'sm')}>
          {orders.label}
        </Link>
      </div>
    </div>
  );
}
