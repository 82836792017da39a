import { describe, expect, it } from 'vitest';
import { openReturnsSentence, toProcessSentence } from './to-process';

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

describe('the open returns', () => {
  it('says how many are open and how long the oldest has waited', () => {
    expect(openReturnsSentence({ count: 0, oldestDays: null })).toBeNull();
    expect(openReturnsSentence({ count: 1, oldestDays: 0 })).toBe('1 return request is open.');
    expect(openReturnsSentence({ count: 3, oldestDays: 4 })).toBe(
      '3 return requests are open; the oldest has waited 4 days.',
    );
  });
});
