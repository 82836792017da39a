import { useState, type FormEvent } from 'react';
import {
  COD_METHOD,
  formatOrderNumber,
  formatRupees,
  KNOWN_COURIER_NAMES,
  RETURN_LIMITS,
  RETURN_MESSAGES as M,
  RETURN_TRANSITIONS,
  type AdminReturnAnswer,
  type ReturnAnswer,
  type ReturnStatus,
  type ReturnUpdate,
} from '@resham/shared';
import { AlertCircle, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useMoveReturn } from '../api';
import { refundToText } from '../words';
import { RadioChoices } from './radio-choices';

/** The buttons' words for each step staff can take. */
const STEP_LABELS: Partial<Record<ReturnStatus, string>> = {
  approved: 'Approve',
  rejected: 'Reject',
  received: 'Mark received',
  refunded: 'Refund',
  exchanged: 'Mark exchanged',
  closed: 'Close',
};

/** The next steps the lifecycle allows this return, less those the server would refuse for its facts. */
export function nextSteps(ret: Pick<ReturnAnswer, 'status' | 'kind' | 'qualityPassed'>): ReturnStatus[] {
  return RETURN_TRANSITIONS[ret.status].filter((to) => {
    if (ret.status !== 'received') return true;
    if (ret.qualityPassed === false) return to === 'closed';
    if (to === 'exchanged') return ret.kind === 'exchange';
    return to !== 'closed';
  });
}

const OTHER = 'Other courier';

/** One step's form: what it needs (a pickup, a reason, the quality check, a transfer reference), then confirm. */
function StepForm({ ret, to, onDone }: { ret: AdminReturnAnswer; to: ReturnStatus; onDone: () => void }) {
  const move = useMoveReturn();
  const [courier, setCourier] = useState<string>(KNOWN_COURIER_NAMES[0]!);
  const [otherCourier, setOtherCourier] = useState('');
  const [awb, setAwb] = useState('');
  const [reason, setReason] = useState('');
  const [quality, setQuality] = useState<'' | 'yes' | 'no'>('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cod = ret.paymentMethod === COD_METHOD;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const update: ReturnUpdate = { status: to };
    if (to === 'approved') {
      const name = courier === OTHER ? otherCourier.trim() : courier;
      if (!name || !awb.trim()) return setError(M.pickupNeeded);
      Object.assign(update, { courier: name, trackingNumber: awb.trim() });
    } else if (to === 'rejected') {
      if (reason.trim().length < RETURN_LIMITS.reasonMin) return setError(M.rejectionReason);
      update.reason = reason.trim();
    } else if (to === 'received') {
      if (!quality) return setError(M.qualityNeeded);
      update.qualityPassed = quality === 'yes';
    } else if (to === 'refunded' && cod) {
      if (!reference.trim()) return setError(M.transferReference);
      update.reference = reference.trim();
    }
    setError(null);
    move.mutate(
      { id: ret._id, ...update },
      {
        onSuccess: onDone,
        onError: (err) => setError(err.message),
      },
    );
  };

  const busy = move.isPending;
  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={() => setError(null)}
      aria-label={`${STEP_LABELS[to]}: return for order ${formatOrderNumber(ret.orderNumber)}`}
      className="grid gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
      aria-busy={busy}
    >
      {to === 'approved' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Pickup courier">
            <NativeSelect value={courier} disabled={busy} onChange={(e) => setCourier(e.target.value)}>
              {[...KNOWN_COURIER_NAMES, OTHER].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {courier === OTHER ? (
            <Field label="Courier name">
              <Input
                value={otherCourier}
                maxLength={60}
                disabled={busy}
                onChange={(e) => setOtherCourier(e.target.value)}
              />
            </Field>
          ) : null}
          <Field label="Pickup AWB">
            <Input
              value={awb}
              maxLength={60}
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              onChange={(e) => setAwb(e.target.value)}
            />
          </Field>
        </div>
      ) : to === 'rejected' ? (
        <Field label="Why it is not accepted (the shopper is told)">
          <Textarea
            rows={3}
            maxLength={RETURN_LIMITS.reasonMax}
            value={reason}
            disabled={busy}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
      ) : to === 'received' ? (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">Did the items pass the quality check?</legend>
          <RadioChoices
            options={[
              { value: 'yes', label: 'Passed: back to stock' },
              { value: 'no', label: 'Failed: not restocked, no refund' },
            ]}
            value={quality}
            onChange={setQuality}
            disabled={busy}
          />
        </fieldset>
      ) : to === 'refunded' ? (
        cod ? (
          <Field
            label="Bank transfer reference"
            hint={`Cash on delivery: transfer ${formatRupees(ret.amount)} to ${ret.refundTo ? refundToText(ret.refundTo) : 'the shopper'}, then give the transfer's reference (UTR).`}
          >
            <Input
              value={reference}
              maxLength={100}
              autoComplete="off"
              disabled={busy}
              onChange={(e) => setReference(e.target.value)}
            />
          </Field>
        ) : (
          <p className="text-sm text-ink">
            Prepaid order: the refund goes back through the payment gateway at once.
          </p>
        )
      ) : to === 'exchanged' ? (
        <p className="text-sm text-ink">
          Places a replacement order for{' '}
          {(ret.exchangeFor ?? ret.items).map((l) => `${l.quantity} × ${l.title}`).join(', ')} at today’s
          prices, shipped free to the order’s address. The returned items’ {formatRupees(ret.amount)} pays for
          it: any rest is refunded, a dearer replacement’s difference is collected on delivery.
        </p>
      ) : (
        <p className="text-sm text-ink">Nothing more will happen to this return.</p>
      )}
      {error ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          variant={to === 'rejected' ? 'destructive' : 'primary'}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Confirm: {STEP_LABELS[to]}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The steps staff can take next, each opening its small form. */
export function AdminReturnActions({ ret }: { ret: AdminReturnAnswer }) {
  const [step, setStep] = useState<ReturnStatus | null>(null);
  const steps = nextSteps(ret);
  if (!steps.length) return null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Next steps">
        {steps.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={step === to ? 'primary' : to === 'rejected' ? 'ghost' : 'outline'}
            className={to === 'rejected' && step !== to ? 'text-red-700 hover:bg-red-50' : undefined}
            aria-pressed={step === to}
            onClick={() => setStep(step === to ? null : to)}
          >
            {STEP_LABELS[to]}
          </Button>
        ))}
      </div>
      {step ? <StepForm key={step} ret={ret} to={step} onDone={() => setStep(null)} /> : null}
    </div>
  );
}
