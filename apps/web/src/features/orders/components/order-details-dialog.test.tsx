// An exchange's replacement on her order page (issue 37): what the returned items paid, what is due.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_CREDIT_LABEL, type Order } from '@resham/shared';
import { OrderDetails } from './order-details-dialog';

const order = (over: Partial<Order> = {}): Order => ({
  _id: 'o1',
  id: 'o1',
  orderNumber: 1057,
  userId: 'u1',
  cartId: 'c1',
  cartItems: [
    {
      productId: 'b',
      title: 'Peacock Tussar',
      image: '',
      price: 15000,
      priceWithTax: 15750,
      lineTotal: 15750,
      quantity: 1,
      discount: 0,
      taxableValue: 15000,
      taxAmount: 750,
    },
  ],
  addressInfo: {
    addressId: 'a1',
    address: '12 Race Course Road',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    country: 'India',
    pincode: '641018',
    phone: '9443012345',
    notes: '',
    isGift: false,
    giftMessage: '',
    recipientName: '',
    gstin: '',
    businessName: '',
  },
  orderStatus: 'confirmed',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  totalAmount: 15750,
  subtotal: 15000,
  discountCode: null,
  discount: 0,
  discountPaise: 0,
  taxAmount: 750,
  taxLabel: 'GST 5%',
  shippingCharges: 0,
  exchangeCredit: 9450,
  orderDate: '2026-11-29T10:00:00.000Z',
  orderUpdateDate: '2026-11-29T10:00:00.000Z',
  deliveredAt: null,
  paymentId: '',
  payerId: '',
  providerOrderId: null,
  invoiceNumber: null,
  creditNoteNumber: null,
  reservedUntil: null,
  refundId: null,
  cancelReason: null,
  shopperCancelReason: null,
  rejectionReason: null,
  deliveryEarliest: null,
  deliveryLatest: null,
  courier: null,
  trackingNumber: null,
  trackingUrl: null,
  ...over,
});

const text = (o: Order) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <OrderDetails order={o} userName="Kavya" />
    </QueryClientProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the order page’s totals', () => {
  it('takes off what the returned items paid and says what is left to pay on delivery', () => {
    const page = text(order());
    expect(page).toContain(`${EXCHANGE_CREDIT_LABEL} −₹9,450.00`);
    expect(page).toContain('To pay on delivery ₹6,300.00');
  });

  it('has nothing to pay on delivery when the returned items paid it all', () => {
    const page = text(order({ exchangeCredit: 15750, paymentMethod: 'razorpay', paymentStatus: 'paid' }));
    expect(page).toContain(`${EXCHANGE_CREDIT_LABEL} −₹15,750.00`);
    expect(page).not.toContain('To pay on delivery');
  });

  it('shows neither line for an order no exchange placed', () => {
    const page = text(order({ exchangeCredit: 0 }));
    expect(page).not.toContain(EXCHANGE_CREDIT_LABEL);
    expect(page).not.toContain('To pay on delivery');
  });
});
