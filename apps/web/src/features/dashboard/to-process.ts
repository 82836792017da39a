import type { DashboardData } from './api';

const orders = (n: number, kind: string) => `${n} ${kind} order${n === 1 ? '' : 's'}`;

/**
 * The dashboard's call to action for confirmed orders, or null when there are none. A cash-on-delivery
 * order is confirmed but not paid until the courier collects the cash, so it is never called paid:
 * '2 paid orders and 1 cash-on-delivery order are waiting to be processed.'
 */
export function toProcessSentence({ paid, cashOnDelivery }: DashboardData['toProcess']): string | null {
  const parts = [
    paid > 0 ? orders(paid, 'paid') : '',
    cashOnDelivery > 0 ? orders(cashOnDelivery, 'cash-on-delivery') : '',
  ];
  const named = parts.filter(Boolean);
  if (named.length === 0) return null;
  const verb = paid + cashOnDelivery === 1 ? 'is' : 'are';
  return `${named.join(' and ')} ${verb} waiting to be processed.`;
}

/** The dashboard's call to action for open returns, or null when there are none. */
export function openReturnsSentence({ count, oldestDays }: DashboardData['openReturns']): string | null {
  if (count === 0) return null;
  const requests = `${count} return request${count === 1 ? ' is' : 's are'} open`;
  if (oldestDays === null || oldestDays < 1) return `${requests}.`;
  return `${requests}; the oldest has waited ${oldestDays} day${oldestDays === 1 ? '' : 's'}.`;
}
