// The returns screens' own words (the server's messages and the labels are in @resham/shared's return-words).
import { formatRupees, RETURN_LIMITS, type RefundTo, type ReturnKind } from '@resham/shared';

export const KIND_LABELS: Record<ReturnKind, string> = { refund: 'Refund', exchange: 'Exchange' };

export const RETURN_WEB_WORDS = {
  button: 'Return or exchange',
  dialogTitle: 'Return or exchange',
  heading: 'Returns',
  itemsLegend: 'What are you sending back?',
  chooseItems: 'Please choose at least one item to return.',
  allReturned: 'Already in a return',
  reason: 'Why are you returning it?',
  chooseReason: 'Choose a reason',
  kindLegend: 'What would you like?',
  refundOnly: 'We offer refunds for returns (no exchanges).',
  exchangeLegend: 'What would you like instead?',
  exchangeSame: 'The same item(s), in a fresh piece',
  exchangeOther: 'Another product',
  exchangeSearch: 'Search for the product you would like',
  exchangeSearchHint: 'Type at least 4 letters of its name.',
  exchangeResults: 'Products found',
  exchangeChosen: 'You would like',
  exchangeNone: (keyword: string) => `Nothing matches “${keyword}”.`,
  exchangeSoldOut: 'Sold out',
  exchangeChoose: 'Please choose the product you would like instead.',
  exchangeTooManyLines: `You can choose at most ${RETURN_LIMITS.exchangeLinesMax} products.`,
  exchangePriceNote:
    'The replacement is priced as on the day we send it: if it costs more, you pay the difference on delivery; if less, we refund the rest.',
  exchangeFor: 'Exchange for',
  replacement: 'Replacement',
  note: 'Anything we should know?',
  photos: 'Photos of the problem',
  addPhotos: 'Add photos',
  photosHint: `Up to ${RETURN_LIMITS.photosMax} photos (JPEG, PNG or WebP).`,
  uploading: 'Uploading…',
  refundToLegend: 'Where should we send the refund?',
  refundToHint: 'This order was paid in cash on delivery, so we refund it by bank transfer.',
  upi: 'UPI id',
  toUpi: 'To a UPI id',
  toBank: 'To a bank account',
  accountName: 'Account holder’s name',
  accountNumber: 'Account number',
  ifsc: 'IFSC code',
  pickupFree: 'We pay for the pickup: our courier collects the parcel from your address.',
  pickupPaid: 'For this reason the pickup is not free: its courier charge is yours to pay.',
  send: 'Send request',
  sending: 'Sending…',
  cancel: 'Keep editing later',
  windowLeft: (until: string) => `You can ask for a return or exchange until ${until}.`,
  amount: (rupees: number) => `Worth ${formatRupees(rupees)}`,
} as const;

/** Where a cash-on-delivery refund goes, as staff read it: 'UPI kavitha@okaxis', or the account. */
export function refundToText(to: RefundTo): string {
  return 'upi' in to ? `UPI ${to.upi}` : `${to.accountName}, account ${to.accountNumber}, IFSC ${to.ifsc}`;
}
