import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  computeOrderSummary,
  discountLabel,
  formatPaise,
  rupeesToPaise,
  type CheckoutSummary as ServerSummary,
  type SummaryLine,
} from '@resham/shared';

export interface CheckoutSummaryProps {
  lines: SummaryLine[];
  /** The chosen delivery address (its country sets shipping, its state the tax label), or null. */
  address: { country?: string | null; state?: string | null } | null;
  /** The shop's state (GET /api/common/config), which decides CGST + SGST or IGST; null until known. */
  sellerState: string | null;
  /** The server's summary with an applied discount code (it alone knows the code's rule), else null. */
  withCode?: ServerSummary | null;
}

/** Subtotal, the tax line for the address's state, Shipping Charges and Total ('To be calculated' until an address is chosen). */
export function CheckoutSummary({ lines, address, sellerState, withCode }: CheckoutSummaryProps) {
  const local = computeOrderSummary(lines, address, sellerState);
  const s = withCode
    ? {
        ...local,
        subtotalPaise: rupeesToPaise(withCode.subtotal),
        discountPaise: rupeesToPaise(withCode.discount),
        taxPaise: rupeesToPaise(withCode.taxAmount),
        totalPaise:
          local.totalPaise === null || withCode.totalAmount === null
            ? null
            : rupeesToPaise(withCode.totalAmount),
      }
    : local;
  const unknown = CHECKOUT_MESSAGES.toBeCalculated;
  return (
    <section
      aria-label="Order summary"
      className="grid gap-2 rounded-lg border border-stone-200 bg-white p-4"
    >
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{CART_MESSAGES.subtotalBeforeGst}</dt>
          <dd className="font-medium tabular-nums">{formatPaise(s.subtotalPaise)}</dd>
        </div>
        {s.discountPaise > 0 ? (
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>{discountLabel(withCode?.discountCode)}</dt>
            <dd className="font-medium tabular-nums">−{formatPaise(s.discountPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-muted">
          <dt>{address && sellerState ? s.taxLabel : 'Tax 5%'}</dt>
          <dd className="tabular-nums">{formatPaise(s.taxPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Shipping Charges</dt>
          <dd className="font-medium tabular-nums">
            {s.shippingPaise === null ? unknown : formatPaise(s.shippingPaise)}
          </dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold text-maroon-900 tabular-nums">
            {s.totalPaise === null ? unknown : formatPaise(s.totalPaise)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted">{CHECKOUT_MESSAGES.inclusiveOfTaxes}</p>
    </section>
  );
}
