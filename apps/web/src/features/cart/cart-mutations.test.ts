import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { cartKey, type Cart, type CartItem, type CartResponse } from './api';
import { cartChangeOptions, type CartChange, type CartRequest } from './cart-mutations';

const USER = 'u1';

function item(productId: string, quantity: number, extra: Partial<CartItem> = {}): CartItem {
  return {
    productId,
    title: `Saree ${productId}`,
    image: '',
    images: [],
    price: 1000,
    salePrice: 0,
    quantity,
    totalStock: 5,
    availability: 'ok',
    ...extra,
  };
}
const cartOf = (...items: CartItem[]): Cart => ({ _id: USER, userId: USER, items });
const ok = (cart: Cart): CartResponse => ({ success: true, message: 'done', data: cart });

/** A request whose answer the test decides, one call at a time. */
function controlledRequest() {
  const calls: Array<{
    change: CartChange;
    resolve: (r: CartResponse) => void;
    reject: (e: Error) => void;
  }> = [];
  const request: CartRequest = (_userId, change) =>
    new Promise((resolve, reject) => calls.push({ change, resolve, reject }));
  return { calls, request };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(initial: Cart) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(cartKey(USER), initial);
  const { calls, request } = controlledRequest();
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const mutate = (change: CartChange) =>
    new MutationObserver(client, cartChangeOptions(client, USER, { onSuccess, onError }, request))
      .mutate(change)
      .catch(() => undefined);
  const cart = () => client.getQueryData<Cart>(cartKey(USER));
  return { client, calls, mutate, cart, onSuccess, onError };
}

afterEach(() => vi.restoreAllMocks());

describe('optimistic cart changes', () => {
  it('shows an add at once, then takes the server cart', async () => {
    const t = setup(cartOf(item('a', 1)));
    const done = t.mutate({ kind: 'add', product: { _id: 'b', title: 'New', totalStock: 3, price: 500 } });
    await flush();
    expect(t.cart()!.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(t.cart()!.items[1]).toMatchObject({ title: 'New', price: 500, availability: 'ok' });
    const server = cartOf(item('a', 1), item('b', 1, { title: 'New from server', price: 500 }));
    t.calls[0]!.resolve(ok(server));
    await done;
    expect(t.cart()).toEqual(server);
    expect(t.onSuccess).toHaveBeenCalledWith(ok(server), expect.objectContaining({ kind: 'add' }));
  });

  it('adding a product already in the cart raises its quantity', async () => {
    const t = setup(cartOf(item('a', 2)));
    void t.mutate({ kind: 'add', product: { _id: 'a', title: 'Saree a', totalStock: 5 } });
    await flush();
    expect(t.cart()!.items).toHaveLength(1);
    expect(t.cart()!.items[0]!.quantity).toBe(3);
  });

  it('rolls back a failed quantity change and reports the error', async () => {
    const before = cartOf(item('a', 2), item('b', 1));
    const t = setup(before);
    const done = t.mutate({ kind: 'set', productId: 'a', quantity: 3 });
    await flush();
    expect(t.cart()!.items[0]!.quantity).toBe(3);
    const error = new Error('Only 2 quantity can be added for this item');
    t.calls[0]!.reject(error);
    await done;
    expect(t.cart()).toEqual(before);
    expect(t.onError).toHaveBeenCalledWith(error, expect.objectContaining({ kind: 'set' }));
  });

  it('rolls back a failed removal', async () => {
    const before = cartOf(item('a', 1), item('b', 1));
    const t = setup(before);
    const done = t.mutate({ kind: 'remove', productId: 'b' });
    await flush();
    expect(t.cart()!.items.map((i) => i.productId)).toEqual(['a']);
    t.calls[0]!.reject(new Error('offline'));
    await done;
    expect(t.cart()).toEqual(before);
  });

  it('marks a line over its stock while the change is pending', async () => {
    const t = setup(cartOf(item('a', 1, { totalStock: 1 })));
    void t.mutate({ kind: 'set', productId: 'a', quantity: 2 });
    await flush();
    expect(t.cart()!.items[0]!.availability).toBe('insufficient-stock');
  });

  it('sends overlapping changes one at a time and refetches once after the last', async () => {
    const t = setup(cartOf(item('a', 1)));
    const refetch = vi.spyOn(t.client, 'invalidateQueries').mockResolvedValue();
    const first = t.mutate({ kind: 'set', productId: 'a', quantity: 2 });
    const second = t.mutate({ kind: 'set', productId: 'a', quantity: 3 });
    await flush();
    // Both show at once; only the first request is on the wire.
    expect(t.cart()!.items[0]!.quantity).toBe(3);
    expect(t.calls).toHaveLength(1);

    t.calls[0]!.reject(new Error('Only 1 quantity can be added for this item'));
    await first;
    // No rollback to a stale snapshot while the second change is still pending.
    expect(t.cart()!.items[0]!.quantity).toBe(3);
    expect(refetch).not.toHaveBeenCalled();
    await flush();
    expect(t.calls).toHaveLength(2);

    t.calls[1]!.resolve(ok(cartOf(item('a', 3))));
    await second;
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith({ queryKey: cartKey(USER) });
  });

  it('trusts answers again once the cart is quiet', async () => {
    const t = setup(cartOf(item('a', 1)));
    vi.spyOn(t.client, 'invalidateQueries').mockResolvedValue();
    const a = t.mutate({ kind: 'set', productId: 'a', quantity: 2 });
    const b = t.mutate({ kind: 'set', productId: 'a', quantity: 3 });
    await flush();
    t.calls[0]!.resolve(ok(cartOf(item('a', 2))));
    await a;
    await flush();
    t.calls[1]!.resolve(ok(cartOf(item('a', 3))));
    await b;

    const server = cartOf(item('a', 4));
    const c = t.mutate({ kind: 'set', productId: 'a', quantity: 4 });
    await flush();
    t.calls[2]!.resolve(ok(server));
    await c;
    expect(t.cart()).toEqual(server);
  });
});
