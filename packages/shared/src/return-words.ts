// Returns and exchanges (issue 37): reasons, kinds, the lifecycle and what shoppers and staff are told.
// No schema here: the order page's script reads these (the schemas are in returns.ts).

export const RETURN_REASONS = [
  'damaged',
  'not-as-pictured',
  'wrong-item',
  'colour-differs',
  'changed-mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Damaged or defective',
  'not-as-pictured': 'Not as pictured',
  'wrong-item': 'Wrong item sent',
  'colour-differs': 'Colour differs from the photos',
  'changed-mind': 'Changed my mind',
  other: 'Other',
};

/** A request for these must show the problem: at least one photo. */
export const PHOTO_REASONS: readonly ReturnReason[] = ['damaged', 'not-as-pictured'];

export const RETURN_KINDS = ['refund', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'exchanged',
  'closed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * The one return lifecycle, enforced by the server: requested → approved (pickup booked) or rejected
 * (with a reason) → received (quality checked) → refunded or exchanged → closed. A received return whose
 * quality check failed is closed without a refund; a rejected one is closed.
 */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  rejected: ['closed'],
  received: ['refunded', 'exchanged', 'closed'],
  refunded: ['closed'],
  exchanged: ['closed'],
  closed: [],
};

/** Requests that still hold their units: a second request for the same units waits (409). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received'];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Pickup booked',
  rejected: 'Not accepted',
  received: 'Received',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
  closed: 'Closed',
};

export const RETURN_LIMITS = {
  photosMax: 3,
  noteMax: 1000,
  reasonMin: 3,
  reasonMax: 300,
  /** The most days a shop may give (RETURN_WINDOW_DAYS). */
  windowDaysMax: 60,
  /** The most products an exchange may ask for instead, and units of each. */
  exchangeLinesMax: 10,
  exchangeUnitsMax: 10,
} as const;

/** A product (and units) an exchange asks for instead of the returned ones, titled as she chose it. */
export interface ExchangeLine {
  productId: string;
  title: string;
  quantity: number;
}

export const RETURN_MESSAGES = {
  off: 'This shop does not take returns.',
  notDelivered: 'Only a delivered order can be returned or exchanged.',
  windowClosed: (lastDay: string) => `The return window for this order closed on ${lastDay}.`,
  reasonNotOffered: 'Please choose one of the reasons offered.',
  exchangesOff: 'This shop does not offer exchanges; please ask for a refund.',
  photosRequired: 'Please add at least one photo showing the problem.',
  photosTooMany: `At most ${RETURN_LIMITS.photosMax} photos.`,
  photoNotYours: 'A photo must be one you uploaded for this request.',
  itemNotInOrder: 'Every item must be one of this order’s.',
  tooMany: (title: string, left: number) =>
    left > 0
      ? `Only ${left} of “${title}” can still be returned.`
      : `“${title}” has already been returned in full.`,
  openRequest: (title: string) =>
    `A return request for “${title}” is already open; it must be settled before another for the same units.`,
  refundToRequired: 'Cash on delivery is refunded by bank transfer: please give a UPI id or a bank account.',
  upiInvalid: 'Please enter a UPI id such as name@okbank.',
  ifscInvalid: 'Please enter the 11-character IFSC code of the branch, such as SBIN0001234.',
  accountInvalid: 'Please enter the account number: 9 to 18 digits.',
  accountNameInvalid: 'Please enter the account holder’s name.',
  requested: 'Your return request has been sent. We will write to you once it is reviewed.',
  notFound: 'Return request not found',
  cannotMove: (from: string, to: string) => `A return cannot go from ${from} to ${to}.`,
  rejectionReason: `Please give the reason (${RETURN_LIMITS.reasonMin}–${RETURN_LIMITS.reasonMax} characters).`,
  pickupNeeded: 'Please give the pickup courier and its AWB number.',
  qualityNeeded: 'Please say whether the items passed the quality check.',
  qualityFailed: 'These items did not pass the quality check: the return can only be closed.',
  transferReference: 'Please give the bank transfer’s reference.',
  exchangeNeedsOnlinePayment:
    'Exchanges are offered on orders paid online; for a cash-on-delivery order please ask for a refund.',
  exchangeForRefund: 'Only an exchange names what it is exchanged for.',
  exchangeTooMany: `An exchange may ask for at most ${RETURN_LIMITS.exchangeUnitsMax} of one product.`,
  exchangeProductGone: 'A product chosen for the exchange is no longer sold; please choose another.',
  replacementSoldOut: (title: string, left: number) =>
    `Only ${left} of “${title}” left for the replacement: refund this return instead, or add stock first.`,
  differenceTransfer:
    'The replacement costs less than the returned items, and a cash-on-delivery order’s difference goes by bank transfer: please give its reference.',
} as const;
