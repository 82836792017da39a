import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast } from './toast-store';

describe('toast store', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());

  it('shows only the newest toast', () => {
    toast({ title: 'first' });
    toast({ title: 'second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'second', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast', () => {
    const { id } = toast({ title: 'bye' });
    dismissToast(id);
    expect(getToasts().find((t) => t.id === id)?.open).toBe(false);
  });
});
