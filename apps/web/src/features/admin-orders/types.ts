import type { OrderStatus, PaymentStatus } from '@resham/shared';

export interface AdminOrderItem {
  productId: string;
  title: string;
  image: string;
  /** Unit price before tax, in rupees. */
  price: number;
  priceWithTax: number;
  lineTotal: number;
  quantity: number;
}

export interface OrderAddress {
  addressId: string;
  address: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  phone: string;
  notes: string;
  isGift: boolean;
  giftMessage: string;
}

/** An order as GET /api/admin/orders/get and /details return it (money in rupees). */
export interface AdminOrder {
  _id: string;
  id: string;
  userId: string;
  cartItems: AdminOrderItem[];
  addressInfo: OrderAddress;
  orderStatus: OrderStatus;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  totalAmount: number;
  subtotal: number;
  taxAmount: number;
  taxLabel: string;
  shippingCharges: number;
  orderDate: string;
  orderUpdateDate: string;
  paymentId: string | null;
  payerId: string | null;
  providerOrderId: string | null;
  invoiceNumber: string | null;
  reservedUntil: string | null;
  refundId: string | null;
  customerName: string;
  customerEmail: string;
}

export interface AdminOrderPage {
  data: AdminOrder[];
  total: number;
  page: number;
  pageSize: number;
}
