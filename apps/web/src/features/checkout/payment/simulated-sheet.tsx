import { useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { formatPaise } from '@resham/shared';
import {
  AlertTriangle,
  Building2,
  CreditCard,
  Loader2,
  ShieldCheck,
  Smartphone,
  Wallet,
  X,
} from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { simulatedActions } from './simulated-actions';
import type { PaymentWindowOptions } from './types';

const METHODS = [
  {
    id: 'upi',
    label: 'UPI',
    icon: Smartphone,
    text: 'Pay with any UPI app: Google Pay, PhonePe, Paytm or BHIM.',
    detail: 'UPI ID: shopper@okresham',
  },
  {
    id: 'card',
    label: 'Card',
    icon: CreditCard,
    text: 'Visa, Mastercard, RuPay and American Express.',
    detail: 'Test card 4111 1111 1111 1111 · 12/30 · CVV 123',
  },
  {
    id: 'netbanking',
    label: 'Net banking',
    icon: Building2,
    text: 'All major Indian banks: SBI, HDFC, ICICI, Axis, Kotak…',
    detail: 'Bank: State Bank of India',
  },
  {
    id: 'wallet',
    label: 'Wallet',
    icon: Wallet,
    text: 'Paytm, PhonePe, Amazon Pay and Mobikwik wallets.',
    detail: 'Wallet: Amazon Pay',
  },
] as const;

export interface SimulatedPaymentSheetProps {
  options: PaymentWindowOptions;
  actions: ReturnType<typeof simulatedActions>;
}

/** Looks like a payment provider's sheet: store, amount, methods, and Pay / Fail payment / Close. */
export function SimulatedPaymentSheet({ options, actions }: SimulatedPaymentSheetProps) {
  const [paying, setPaying] = useState(false);
  // The gateway's refusal (order no longer awaiting payment, or not this shopper's): shown here; Close ends.
  const [refused, setRefused] = useState<string | null>(null);
  const amount = formatPaise(options.amount);
  const { prefill } = options;

  const pay = async () => {
    setPaying(true);
    const refusal = await actions.pay();
    if (refusal !== null) {
      setRefused(refusal);
      setPaying(false);
    }
  };

  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open && !paying) actions.close();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/70 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-busy={paying}
          onEscapeKeyDown={(event) => paying && event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[60] flex max-h-[95vh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-2xl data-[state=open]:animate-fade-in"
        >
          <div
            className="on-dark relative px-6 pt-5 pb-6 text-white"
            style={{ backgroundColor: options.theme.color }}
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-lg bg-white/15 font-serif text-xl font-semibold"
              >
                {options.name.charAt(0)}
              </span>
              <div className="grid">
                <DialogPrimitive.Title className="text-base font-semibold">
                  {options.name}
                </DialogPrimitive.Title>
                <DialogPrimitive.Description className="text-sm text-white/85">
                  {options.description}
                </DialogPrimitive.Description>
              </div>
            </div>
            <p className="mt-4 text-3xl font-semibold tabular-nums">{amount}</p>
            <p className="mt-1 text-xs text-white/85">Test mode · simulated gateway · no money moves</p>
            <DialogPrimitive.Close
              disabled={paying}
              className="absolute top-3 right-3 rounded-md p-1 text-white/90 hover:bg-white/15 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close payment window</span>
            </DialogPrimitive.Close>
          </div>

          <div className="grid gap-4 overflow-y-auto px-6 py-5">
            <Tabs defaultValue="upi">
              <TabsList aria-label="Payment method" className="grid! w-full grid-cols-4">
                {METHODS.map(({ id, label, icon: Icon }) => (
                  <TabsTrigger key={id} value={id} className="h-auto flex-col gap-1 px-1 py-2 text-xs">
                    <Icon aria-hidden="true" />
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {METHODS.map(({ id, text, detail }) => (
                <TabsContent
                  key={id}
                  value={id}
                  className="mt-3 grid gap-1 rounded-lg bg-stone-50 p-4 text-sm"
                >
                  <p className="text-ink">{text}</p>
                  <p className="font-mono text-xs text-muted">{detail}</p>
                </TabsContent>
              ))}
            </Tabs>
            <p className="text-xs text-muted">
              Paying as {prefill.name}
              {prefill.email ? ` · ${prefill.email}` : ''}
              {prefill.contact ? ` · ${prefill.contact}` : ''}
            </p>
          </div>

          {refused !== null ? (
            <div className="grid gap-3 border-t border-stone-200 px-6 py-4">
              <p
                role="alert"
                className="flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-950"
              >
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
                {refused}
              </p>
              {/* Focus moves here: the Pay button it replaces is gone. */}
              <Button size="lg" variant="outline" onClick={actions.close} autoFocus className="w-full">
                Close
              </Button>
            </div>
          ) : (
            <div className="grid gap-2 border-t border-stone-200 px-6 py-4">
              <Button
                size="lg"
                onClick={() => void pay()}
                disabled={paying}
                aria-busy={paying}
                className="w-full"
              >
                {paying ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <ShieldCheck aria-hidden="true" />
                )}
                {paying ? 'Processing…' : `Pay ${amount}`}
              </Button>
              <div className="grid grid-cols-2 gap-2">
                <Button
                  variant="outline"
                  onClick={actions.fail}
                  disabled={paying}
                  className="border-red-700 text-red-700 hover:bg-red-50"
                >
                  Fail payment
                </Button>
                <Button variant="ghost" onClick={actions.close} disabled={paying}>
                  Close
                </Button>
              </div>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
