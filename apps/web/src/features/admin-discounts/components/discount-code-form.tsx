import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { useSaveDiscountCode } from '../api';
import { valuesToInput, type DiscountFormValues } from '../form-values';

export interface DiscountCodeFormProps {
  id: string | null;
  defaultValues: DiscountFormValues;
  /** The shop's category names, to tick the ones the code applies to. */
  categoryNames: string[];
  onDone: () => void;
}

/** Each field's message from a 400 (`issues`), by field name. */
function fieldErrors(error: unknown): Record<string, string> {
  const issues = error instanceof ApiError && Array.isArray(error.issues) ? error.issues : [];
  const out: Record<string, string> = {};
  for (const i of issues as { path: string; message: string }[]) out[i.path.split('.')[0]!] ??= i.message;
  return out;
}

/** The code's fields; the server checks them (one set of rules) and its messages show under each field. */
export function DiscountCodeForm({ id, defaultValues, categoryNames, onDone }: DiscountCodeFormProps) {
  const [v, setV] = useState(defaultValues);
  const save = useSaveDiscountCode();
  const errors = fieldErrors(save.error);
  const set = <K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) =>
    setV((prev) => ({ ...prev, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id, input: valuesToInput(v) },
      {
        onSuccess: (res) => {
          toast({ title: res.message });
          onDone();
        },
        onError: (err) => {
          // A field's message shows under it; anything else (a taken code, a lost connection) as a toast.
          if (Object.keys(fieldErrors(err)).length === 0)
            toast({ title: err.message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid flex-1 grid-cols-1 content-start gap-4 overflow-y-auto px-6 py-5">
        <FormField
          label="Code"
          value={v.code}
          onChange={(e) => set('code', e.target.value)}
          error={errors.code}
          hint="Shoppers may type it in any case."
          autoCapitalize="characters"
          required
        />
        <div className="grid grid-cols-2 gap-4">
          <Field label="Type" error={errors.type}>
            <NativeSelect
              value={v.type}
              onChange={(e) => set('type', e.target.value as DiscountFormValues['type'])}
            >
              <option value="percent">Percent off</option>
              <option value="flat">Flat ₹ off</option>
            </NativeSelect>
          </Field>
          <FormField
            label={v.type === 'percent' ? 'Percent (1–90)' : 'Amount (₹)'}
            inputMode="decimal"
            value={v.value}
            onChange={(e) => set('value', e.target.value)}
            error={errors.value}
            required
          />
        </div>
        <FormField
          label="Minimum subtotal (₹)"
          inputMode="decimal"
          value={v.minSubtotal}
          onChange={(e) => set('minSubtotal', e.target.value)}
          error={errors.minSubtotal}
          hint="The subtotal shoppers read in their cart, GST included, of the items the code applies to."
        />
        {v.type === 'percent' ? (
          <FormField
            label="Most off (₹)"
            inputMode="decimal"
            value={v.maxDiscount}
            onChange={(e) => set('maxDiscount', e.target.value)}
            error={errors.maxDiscount}
            hint="Shown as “up to ₹…”. Empty for no cap."
          />
        ) : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            label="Valid from (IST)"
            type="datetime-local"
            value={v.startsAt}
            onChange={(e) => set('startsAt', e.target.value)}
            error={errors.startsAt}
          />
          <FormField
            label="Valid to (IST)"
            type="datetime-local"
            value={v.endsAt}
            onChange={(e) => set('endsAt', e.target.value)}
            error={errors.endsAt}
          />
        </div>
        <FormField
          label="Total uses"
          inputMode="numeric"
          value={v.maxUses}
          onChange={(e) => set('maxUses', e.target.value)}
          error={errors.maxUses}
          hint="Empty for no cap."
        />
        <label className="flex items-center gap-3 text-sm">
          <Checkbox checked={v.oncePerShopper} onChange={(e) => set('oncePerShopper', e.target.checked)} />
          Once per shopper
        </label>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Applies to (none ticked: every product)</legend>
          {categoryNames.map((name) => (
            <label key={name} className="flex items-center gap-3 text-sm">
              <Checkbox
                checked={v.categories.some((n) => n.toLowerCase() === name.toLowerCase())}
                onChange={(e) =>
                  set(
                    'categories',
                    e.target.checked
                      ? [...v.categories, name]
                      : v.categories.filter((n) => n.toLowerCase() !== name.toLowerCase()),
                  )
                }
              />
              {name}
            </label>
          ))}
          {errors.categories ? <p className="text-sm text-red-700">{errors.categories}</p> : null}
        </fieldset>
        <label className="flex items-center gap-3 text-sm">
          <Checkbox checked={v.active} onChange={(e) => set('active', e.target.checked)} />
          Active (untick to pause)
        </label>
      </div>
      <div className="flex justify-end gap-3 border-t border-stone-200 px-6 py-4">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {id ? 'Save code' : 'Create code'}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {save.isError && Object.keys(errors).length ? 'Please correct the marked fields.' : ''}
      </p>
    </form>
  );
}
