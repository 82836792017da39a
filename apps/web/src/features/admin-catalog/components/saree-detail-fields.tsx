import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { OCCASION_LABELS, OCCASIONS, ZARI_KINDS, ZARI_LABELS } from '@resham/shared';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useDetailValues } from '../api';
import type { ProductFormValues } from '../product-form-logic';

type WordField = 'fabric' | 'weave' | 'colour';
const WORDS: Array<{ name: WordField; label: string; placeholder: string }> = [
  { name: 'fabric', label: 'Fabric', placeholder: 'e.g. Pure mulberry silk' },
  { name: 'weave', label: 'Weave', placeholder: 'e.g. Kanchipuram' },
  { name: 'colour', label: 'Colour', placeholder: 'e.g. Mustard with maroon border' },
];

/**
 * What the saree is made of (issue 36), every field optional: the product page's specification. The
 * words suggest what the catalogue already uses, so "Pure silk" is not typed five ways.
 */
export function SareeDetailFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const id = useId();
  const used = useDetailValues().data;
  return (
    <fieldset className="grid gap-5 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">
        What it is made of <span className="font-normal text-muted">(optional)</span>
      </legend>
      <div className="grid gap-5 sm:grid-cols-3">
        {WORDS.map(({ name, label, placeholder }) => (
          <Field key={name} label={label} error={errors[name]?.message}>
            {(props) => (
              <>
                <Input
                  {...props}
                  autoComplete="off"
                  list={`${id}-${name}`}
                  placeholder={placeholder}
                  {...register(name)}
                />
                <datalist id={`${id}-${name}`}>
                  {(used?.[name] ?? []).map((value) => (
                    <option key={value} value={value} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-4">
        <Field label="Length (metres)" error={errors.lengthMetres?.message}>
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="decimal"
              min="0.5"
              max="12"
              step="0.01"
              placeholder="e.g. 6.3"
              {...register('lengthMetres')}
            />
          )}
        </Field>
        <Field label="Zari" error={errors.zari?.message}>
          {(props) => (
            <NativeSelect {...props} {...register('zari')}>
              <option value="">Not given</option>
              {ZARI_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {ZARI_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Blouse piece" error={errors.blousePiece?.message}>
          {(props) => (
            <NativeSelect {...props} {...register('blousePiece')}>
              <option value="">Not given</option>
              <option value="true">Included</option>
              <option value="false">Not included</option>
            </NativeSelect>
          )}
        </Field>
        <Field label="Silk Mark" error={errors.silkMark?.message}>
          {(props) => (
            <NativeSelect {...props} {...register('silkMark')}>
              <option value="">Not given</option>
              <option value="true">Certified</option>
              <option value="false">Not certified</option>
            </NativeSelect>
          )}
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Occasion</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {OCCASIONS.map((occasion) => (
            <label key={occasion} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
              <Checkbox value={occasion} {...register('occasion')} />
              {OCCASION_LABELS[occasion]}
            </label>
          ))}
        </div>
        {errors.occasion?.message ? <p className="text-sm text-red-700">{errors.occasion.message}</p> : null}
      </fieldset>
      <Field label="Care" error={errors.care?.message}>
        {(props) => (
          <Textarea
            {...props}
            rows={2}
            placeholder="e.g. Dry clean only; store in muslin"
            {...register('care')}
          />
        )}
      </Field>
    </fieldset>
  );
}
