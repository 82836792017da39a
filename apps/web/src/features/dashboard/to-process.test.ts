import { describe, expect, it } from 'vitest';
import { toProcessSentence } from './to-process';

describe('orders waiting to be processed', () => {
  it('never calls a cash-on-delivery order paid', () => {
    expect(toProcessSentence({ paid: 0, cashOnDelivery: 1 })).toBe(
      '1 cash-on-delivery order is waiting to be processed.',
    );
    expect(toProcessSentence({ paid: 2, cashOnDelivery: 1 })).toBe(
      '2 paid orders and 1 cash-on-delivery order are waiting to be processed.',
    );
    expect(toProcessSentence({ paid: 1, cashOnDelivery: 0 })).toBe(
      '1 paid order is waiting to be processed.',
    );
  });

  it('says nothing when no order waits', () => {
    expect(toProcessSentence({ paid: 0, cashOnDelivery: 0 })).toBeNull();
  });
});
