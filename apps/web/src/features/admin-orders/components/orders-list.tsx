import { Eye } from 'lucide-react';
import { formatOrderNumber } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { formatRupees } from '../../../lib/format';
import type { AdminOrder } from '../types';
import { formatDateTime } from './order-format';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

export interface OrdersListProps {
  orders: AdminOrder[];
  onView: (id: string) => void;
  caption: string;
}

/** A table from 768 px, cards below. */
export function OrdersList({ orders, onView, caption }: OrdersListProps) {
  return (
    <>
      <div className="max-md:hidden">
        <Table>
          <TableCaption className="sr-only">{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Order</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Payment</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order._id}>
                <TableCell className="font-medium whitespace-nowrap tabular-nums">
                  {formatOrderNumber(order.orderNumber)}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(order.orderDate)}</TableCell>
                <TableCell className="max-w-64">
                  <span className="block truncate font-medium">{order.customerName}</span>
                  <span className="block truncate text-xs text-muted">{order.customerEmail}</span>
                </TableCell>
                <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                  {formatRupees(order.totalAmount)}
                </TableCell>
                <TableCell>
                  <PaymentStatusBadge status={order.paymentStatus} />
                </TableCell>
                <TableCell>
                  <OrderStatusBadge status={order.orderStatus} />
                </TableCell>
                <TableCell className="text-right">
                  <Button variant="outline" size="sm" onClick={() => onView(order._id)}>
                    <Eye aria-hidden="true" className="!size-4" />
                    View Details
                    <span className="sr-only">of order {formatOrderNumber(order.orderNumber)}</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label={caption}>
        {orders.map((order) => (
          <li
            key={order._id}
            className="grid grid-cols-1 gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-medium text-muted tabular-nums">
                  {formatOrderNumber(order.orderNumber)}
                </p>
                <p className="truncate font-medium text-ink">{order.customerName}</p>
                <p className="truncate text-xs text-muted">{order.customerEmail}</p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums">{formatRupees(order.totalAmount)}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <OrderStatusBadge status={order.orderStatus} />
              <PaymentStatusBadge status={order.paymentStatus} />
              <span className="ml-auto text-xs text-muted">{formatDateTime(order.orderDate)}</span>
            </div>
            <Button variant="outline" size="sm" onClick={() => onView(order._id)}>
              <Eye aria-hidden="true" className="!size-4" />
              View Details
              <span className="sr-only">of order {formatOrderNumber(order.orderNumber)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
