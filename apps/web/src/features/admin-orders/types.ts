// Orders as staff read them: the API's response schemas in @resham/shared, under this feature's names.
export type {
  AdminOrder,
  AdminOrderPageResponse as AdminOrderPage,
  OrderAddress,
  OrderItem as AdminOrderItem,
} from '@resham/shared';
