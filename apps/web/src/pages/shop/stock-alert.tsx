import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BellRing } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-classes';
import { confirmWhenBack } from '../../features/wishes/api';

/** /shop/stock-alert?token=…: the link a guest's "Email me when it's back" request is confirmed by. */
export default function StockAlertPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: confirmWhenBack });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-5 px-4 py-20 text-center">
      <BellRing aria-hidden="true" className="size-12 text-gold-500" />
      <h1 className="text-3xl font-semibold text-maroon-900">Back-in-stock request</h1>
      <p role="status" className="text-muted">
        {confirm.isSuccess ? confirm.data.message : confirm.isError ? confirm.error.message : 'Confirming…'}
      </p>
      <Link to="/shop/listing" className={buttonClasses('primary', 'lg')}>
        Browse all products
      </Link>
    </div>
  );
}
