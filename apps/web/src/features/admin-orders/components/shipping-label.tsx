import { Printer } from 'lucide-react';
import { shipToName, type OrderAddress } from '@resham/shared';
import { PRINT_ONLY_CLASSES, usePrintOnly } from '../../../components/print-only';
import { Button } from '../../../components/ui/button';

export interface ShippingLabelProps {
  /** The order number as staff read it ('#1001'). */
  orderNumber: string;
  /** The buyer: on the label when the parcel is not a gift (or a gift without a recipient's name). */
  customerName: string;
  address: OrderAddress;
}

/**
 * 'Print shipping label': puts a label (order number, recipient or buyer, address, pincode, phone) on
 * the page and opens the browser's print dialog; while it is there, only the label is printed
 * (index.css), and it goes again once printing is done.
 */
export function PrintShippingLabel(props: ShippingLabelProps) {
  const { print, portal } = usePrintOnly(<ShippingLabel {...props} />);
  return (
    <>
      <Button variant="outline" className="justify-self-start" onClick={print}>
        <Printer aria-hidden="true" />
        Print shipping label
      </Button>
      {portal}
    </>
  );
}

function ShippingLabel({ orderNumber, customerName, address: a }: ShippingLabelProps) {
  const place = [a.city, a.state].filter((part) => part && part.trim()).join(', ');
  return (
    <section
      aria-label="Shipping label"
      data-shipping-label
      className={`${PRINT_ONLY_CLASSES} w-[4in] max-w-full border-2 border-black bg-white p-5 font-sans text-black`}
    >
      <p className="flex items-baseline justify-between border-b-2 border-black pb-2 text-sm font-semibold uppercase">
        <span>Ship to</span>
        <span className="text-2xl tabular-nums">{orderNumber}</span>
      </p>
      <address className="grid gap-1 pt-3 text-base leading-snug not-italic">
        <span className="text-xl font-bold">{shipToName(a, customerName)}</span>
        <span className="whitespace-pre-line">{a.address}</span>
        {place ? <span>{place}</span> : null}
        <span className="text-lg font-bold tracking-wider">
          {a.country} – {a.pincode}
        </span>
        <span>Phone: {a.phone}</span>
      </address>
    </section>
  );
}
