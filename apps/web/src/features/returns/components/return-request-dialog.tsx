import { useId, useState, type FormEvent } from 'react';
import {
  formatOrderNumber,
  mediaAt,
  RETURN_LIMITS,
  RETURN_MESSAGES as M,
  RETURN_REASON_LABELS,
  refundToSchema,
  type ReturnKind,
  type ReturnReason,
} from '@resham/shared';
import { AlertCircle, Loader2, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { formatRupees } from '../../../lib/format';
import { useRequestReturn } from '../api';
import {
  exchangeForOf,
  exchangeOffered,
  needsRefundTo,
  photosRequired,
  pickupIsFree,
  SAME_ITEMS,
  type ExchangeDraft,
  type ReturnableOrder,
  type ReturnSettings,
} from '../rules';
import { KIND_LABELS, RETURN_WEB_WORDS as W } from '../words';
import { ExchangeChoice } from './exchange-choice';
import { RadioChoices } from './radio-choices';
import { ReturnPhotosField } from './return-photos-field';
import {
  EMPTY_REFUND_TO,
  RefundToFields,
  refundToOf,
  type RefundToDraft,
  type RefundToErrors,
} from './refund-to-fields';

/** What she has filled in so far: kept by the order's section, so nothing is lost on an error or a close. */
export interface ReturnDraft {
  quantities: Record<string, number>;
  reason: ReturnReason | '';
  kind: ReturnKind;
  note: string;
  photos: string[];
  refundTo: RefundToDraft;
  /** An exchange's choice: the same items, or products found through the search. */
  exchange: ExchangeDraft;
}
export const EMPTY_DRAFT: ReturnDraft = {
  quantities: {},
  reason: '',
  kind: 'refund',
  note: '',
  photos: [],
  refundTo: EMPTY_REFUND_TO,
  exchange: SAME_ITEMS,
};

type Errors = {
  items?: string;
  reason?: string;
  photos?: string;
  note?: string;
  exchange?: string;
} & RefundToErrors;

export interface ReturnOrder extends ReturnableOrder {
  _id: string;
  orderNumber: number;
  cartItems: ReadonlyArray<{
    productId: string;
    title: string;
    quantity: number;
    image: string;
    priceWithTax: number;
  }>;
}

export interface ReturnRequestDialogProps {
  order: ReturnOrder;
  settings: ReturnSettings;
  left: Map<string, number>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: ReturnDraft;
  onDraftChange: (draft: ReturnDraft) => void;
}

/** The checks the page can make before sending (the server makes them all again and its word is final). */
function check(draft: ReturnDraft, order: ReturnOrder): Errors {
  const errors: Errors = {};
  if (!Object.values(draft.quantities).some((n) => n > 0)) errors.items = W.chooseItems;
  if (!draft.reason) errors.reason = M.reasonNotOffered;
  else if (photosRequired(draft.reason) && draft.photos.length === 0) errors.photos = M.photosRequired;
  if (draft.note.trim().length > RETURN_LIMITS.noteMax)
    errors.note = `The note must be at most ${RETURN_LIMITS.noteMax} characters.`;
  if (draft.kind === 'exchange' && draft.exchange.mode === 'other' && draft.exchange.lines.length === 0)
    errors.exchange = W.exchangeChoose;
  if (needsRefundTo(order, draft.kind)) {
    const branch = refundToSchema.options[draft.refundTo.mode === 'upi' ? 0 : 1];
    const parsed = branch.safeParse(refundToOf(draft.refundTo));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof RefundToErrors;
        errors[field] ??= issue.message;
      }
  }
  return errors;
}

/**
 * "Return or exchange": the items and how many, the reason (the shop's own list), refund or exchange,
 * a note, photos (required for damage and not as pictured), and for a cash-on-delivery refund where the
 * money goes. A dialog on wide screens, a full-height sheet on a phone. The server's message is shown as
 * it answers, above the button; what she filled in stays.
 */
export function ReturnRequestDialog({
  order,
  settings,
  left,
  open,
  onOpenChange,
  draft,
  onDraftChange,
}: ReturnRequestDialogProps) {
  const id = useId();
  const send = useRequestReturn(order._id);
  const [found, setErrors] = useState<Errors>({});
  // A message goes as soon as what it asked for is there (the others wait for the next try).
  const errors: Errors = {
    ...found,
    items: Object.values(draft.quantities).some((n) => n > 0) ? undefined : found.items,
    reason: draft.reason ? undefined : found.reason,
    photos: draft.photos.length ? undefined : found.photos,
    exchange: draft.exchange.mode === 'other' && !draft.exchange.lines.length ? found.exchange : undefined,
  };
  const [uploading, setUploading] = useState(false);
  const set = (patch: Partial<ReturnDraft>) => onDraftChange({ ...draft, ...patch });
  const busy = send.isPending;
  const kinds: ReturnKind[] = exchangeOffered(order, settings) ? ['refund', 'exchange'] : ['refund'];
  const kind = kinds.includes(draft.kind) ? draft.kind : 'refund';
  const chosen = order.cartItems.filter((i) => (draft.quantities[i.productId] ?? 0) > 0);
  const value = chosen.reduce((sum, i) => sum + i.priceWithTax * draft.quantities[i.productId]!, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = check({ ...draft, kind }, order);
    setErrors(problems);
    if (Object.keys(problems).length) {
      // The first field with a message takes the focus.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${CSS.escape(id)}-form [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    send.mutate(
      {
        items: chosen.map((i) => ({ productId: i.productId, quantity: draft.quantities[i.productId]! })),
        reason: draft.reason as ReturnReason,
        kind,
        note: draft.note.trim(),
        photos: draft.photos,
        ...(needsRefundTo(order, kind) ? { refundTo: refundToOf(draft.refundTo) } : {}),
        ...(kind === 'exchange' && exchangeForOf(draft.exchange)
          ? { exchangeFor: exchangeForOf(draft.exchange) }
          : {}),
      },
      {
        onSuccess: (answer) => {
          toast({ title: answer.message });
          onDraftChange(EMPTY_DRAFT);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        closeLabel="Close the return request"
        className="content-start sm:max-w-xl max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:p-4"
      >
        <div className="grid gap-1 pr-8">
          <DialogTitle>{W.dialogTitle}</DialogTitle>
          <DialogDescription>
            Order {formatOrderNumber(order.orderNumber)}. Choose what goes back and why; we reply by email.
          </DialogDescription>
        </div>
        <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy}>
          <fieldset className="grid gap-2" aria-describedby={errors.items ? `${id}-items-error` : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-ink">{W.itemsLegend}</legend>
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
              {order.cartItems.map((item) => {
                const max = left.get(item.productId) ?? 0;
                const qty = draft.quantities[item.productId] ?? 0;
                const setQty = (n: number) =>
                  set({ quantities: { ...draft.quantities, [item.productId]: n } });
                return (
                  <li key={item.productId} className="flex flex-wrap items-center gap-3 p-3">
                    <Checkbox
                      id={`${id}-${item.productId}`}
                      checked={qty > 0}
                      disabled={busy || max === 0}
                      aria-invalid={errors.items ? true : undefined}
                      onChange={(e) => setQty(e.target.checked ? 1 : 0)}
                    />
                    {item.image ? (
                      <img
                        src={mediaAt(item.image, 400)}
                        alt=""
                        className="aspect-[3/4] w-10 shrink-0 rounded bg-maroon-50 object-cover"
                      />
                    ) : null}
                    <label
                      htmlFor={`${id}-${item.productId}`}
                      className="grid min-w-0 flex-1 gap-0.5 text-sm"
                    >
                      <span className="font-medium text-ink">{item.title}</span>
                      <span className="text-muted">
                        {max === 0
                          ? W.allReturned
                          : `${formatRupees(item.priceWithTax)} each · ${max} of ${item.quantity} can go back`}
                      </span>
                    </label>
                    {qty > 0 && max > 1 ? (
                      <div className="w-24">
                        <NativeSelect
                          aria-label={`How many of ${item.title}`}
                          value={qty}
                          disabled={busy}
                          onChange={(e) => setQty(Number(e.target.value))}
                        >
                          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                        </NativeSelect>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {errors.items ? (
              <p id={`${id}-items-error`} className="text-sm text-red-700">
                {errors.items}
              </p>
            ) : null}
          </fieldset>

          <div className="grid gap-2">
            <Field label={W.reason} error={errors.reason}>
              <NativeSelect
                value={draft.reason}
                disabled={busy}
                onChange={(e) => set({ reason: e.target.value as ReturnReason | '' })}
              >
                <option value="">{W.chooseReason}</option>
                {settings.reasons.map((r) => (
                  <option key={r} value={r}>
                    {RETURN_REASON_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {draft.reason ? (
              <p className="flex items-start gap-2 text-sm text-ink" data-testid="pickup-note">
                <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maroon-700" />
                {pickupIsFree(draft.reason, settings) ? W.pickupFree : W.pickupPaid}
              </p>
            ) : null}
          </div>

          {kinds.length > 1 ? (
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm font-medium text-ink">{W.kindLegend}</legend>
              <RadioChoices
                options={kinds.map((k) => ({
                  value: k,
                  label: k === 'refund' ? 'Refund my money' : 'Exchange it',
                }))}
                value={kind}
                onChange={(k) => set({ kind: k })}
                disabled={busy}
              />
            </fieldset>
          ) : (
            <p className="text-sm text-muted" data-testid="refund-only">
              {settings.exchanges ? M.exchangeNeedsOnlinePayment : W.refundOnly}
            </p>
          )}

          {kind === 'exchange' ? (
            <ExchangeChoice
              draft={draft.exchange}
              onChange={(exchange) => set({ exchange })}
              error={errors.exchange}
              disabled={busy}
            />
          ) : null}

          {needsRefundTo(order, kind) ? (
            <RefundToFields
              draft={draft.refundTo}
              onChange={(refundTo) => set({ refundTo })}
              errors={errors}
              disabled={busy}
            />
          ) : null}

          <ReturnPhotosField
            photos={draft.photos}
            onChange={(photos) => set({ photos })}
            required={photosRequired(draft.reason)}
            error={errors.photos}
            disabled={busy}
            onBusyChange={setUploading}
          />

          <Field label={W.note} note="(optional)" error={errors.note}>
            <Textarea
              rows={3}
              maxLength={RETURN_LIMITS.noteMax}
              value={draft.note}
              disabled={busy}
              onChange={(e) => set({ note: e.target.value })}
            />
          </Field>

          {send.error ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {send.error.message}
            </p>
          ) : null}

          <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-col gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <p className="text-sm text-muted" aria-live="polite">
              {chosen.length
                ? `${KIND_LABELS[kind]} of ${chosen.reduce((n, i) => n + draft.quantities[i.productId]!, 0)} item(s), about ${formatRupees(value)}`
                : ''}
            </p>
            <Button type="submit" disabled={busy || uploading} aria-busy={busy}>
              {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {busy ? W.sending : W.send}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
