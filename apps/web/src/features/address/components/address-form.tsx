import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADDRESS_MESSAGES,
  addressInputSchema,
  BUSINESS_NAME_MAX,
  isIndia,
  LIMITS,
  MESSAGES,
  RECIPIENT_NAME_MAX,
  type Address,
  type AddressValues,
} from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerIssues } from '../../../lib/field-issues';
import {
  addAddress,
  addressesKey,
  findByName,
  updateAddress,
  useCities,
  useCountries,
  usePincodePlace,
  useStates,
} from '../api';

/** Under the pincode: where India Post places it ('Coimbatore district, Tamil Nadu'). */
const pincodeHint = (place: { district: string; state: string }) =>
  place.district ? `${place.district} district, ${place.state}` : place.state;

export interface AddressFormValues {
  address: string;
  country: string;
  state: string;
  city: string;
  pincode: string;
  phone: string;
  isGift: boolean;
  giftMessage: string;
  recipientName: string;
  notes: string;
  gstin: string;
  businessName: string;
}

/** A new address starts in India (the shop is Indian); other countries are one pick away. */
const EMPTY: AddressFormValues = {
  address: '',
  country: 'India',
  state: '',
  city: '',
  pincode: '',
  phone: '',
  isGift: false,
  giftMessage: '',
  recipientName: '',
  notes: '',
  gstin: '',
  businessName: '',
};

const FIELDS = Object.keys(EMPTY) as Array<keyof AddressFormValues>;

const toFormValues = (a: Address): AddressFormValues => ({
  address: a.address,
  country: a.country ?? '',
  state: a.state ?? '',
  city: a.city ?? '',
  pincode: a.pincode,
  phone: a.phone,
  isGift: a.isGift,
  giftMessage: a.giftMessage ?? '',
  recipientName: a.recipientName ?? '',
  notes: a.notes ?? '',
  gstin: a.gstin ?? '',
  businessName: a.businessName ?? '',
});

/** Options for a select, keeping the current value even when the list does not (yet) hold it. */
function withCurrent(names: string[], current: string) {
  return current && !names.some((n) => n.toLowerCase() === current.toLowerCase())
    ? [current, ...names]
    : names;
}

/** An address saved to the shopper's address book (add or edit). */
interface AddressBookTarget {
  userId: string;
  /** The address being edited, or null to add a new one. */
  editing: Address | null;
  /** How many addresses the shopper has (adding stops at 3). */
  count: number;
  /** After a successful save (with the saved address) or a cancelled edit (with nothing). */
  onDone: (saved?: Address) => void;
  /** Checkout: a Cancel button for a new address too (the form folds away again). */
  cancellable?: boolean;
  onSubmitValues?: undefined;
}

/** An address kept by the caller, not saved (a guest's checkout): the checked values go to `onSubmitValues`. */
interface DetachedTarget {
  onSubmitValues: (values: AddressValues) => void | Promise<void>;
  /** The values to start from (what she typed before pressing Change). */
  initial?: Partial<AddressFormValues> | undefined;
  title: string;
  submitLabel: string;
  /** Fields shown above the address, inside the same form (a guest's name and email). */
  leading?: ReactNode;
  /** Checks the leading fields (showing their errors): false keeps the values from `onSubmitValues`. */
  checkLeading?: () => Promise<boolean>;
  userId?: undefined;
  editing?: undefined;
  count?: undefined;
  onDone?: undefined;
  cancellable?: undefined;
}

export type AddressFormProps = AddressBookTarget | DetachedTarget;

/**
 * 'Add New Address' / 'Edit Address'. Changing the country clears state and city and loads the
 * states; changing the state clears the city and loads the cities; the state and city selects appear
 * only when there are options. A successful save resets the form, leaves edit mode and reloads the list.
 */
export function AddressForm(props: AddressFormProps) {
  const editing = props.editing ?? null;
  const cancellable = props.cancellable ?? false;
  const detached = props.onSubmitValues ? props : null;
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    setFocus,
    control,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressValues>({
    resolver: zodResolver(addressInputSchema) as never,
    defaultValues: editing ? toFormValues(editing) : { ...EMPTY, ...detached?.initial },
  });
  const [country, state, isGift, pincode] = useWatch({
    control,
    name: ['country', 'state', 'isGift', 'pincode'],
  });
  const titleId = useId();
  // A business buyer's GSTIN (a B2B invoice): asked for only when the shopper says so, in India.
  const [business, setBusiness] = useState(Boolean(editing?.gstin));
  const showBusiness = business && isIndia(country);
  const sectionRef = useRef<HTMLElement>(null);

  // Editing, or opened from the checkout's 'Add New Address': bring the form into view with the
  // cursor in its first field.
  useEffect(() => {
    if (!editing && !cancellable) return;
    sectionRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    setFocus('address');
  }, [editing, cancellable, setFocus]);

  const countries = useCountries();
  const countryIso = findByName(countries.options, country)?.isoCode;
  const states = useStates(countryIso);
  const stateIso = findByName(states.options, state)?.isoCode;
  const cities = useCities(countryIso, stateIso);
  // An Indian pincode fills the state (India Post's directory, shipped with the shop) and suggests the
  // city: its district and post offices first, then the state's known cities. Any city may be typed.
  const place = usePincodePlace(isIndia(country), pincode ?? '');
  useEffect(() => {
    if (place && place.state !== state) setValue('state', place.state, { shouldValidate: true });
    // Only a new answer fills the state: she may still choose another by hand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);

  const save = useMutation({
    mutationFn: async (values: AddressValues) => {
      if (detached) return void (await detached.onSubmitValues(values));
      const { userId } = props as AddressBookTarget;
      const response = editing
        ? await updateAddress(userId, editing._id, values)
        : await addAddress(userId, values);
      toast({
        title: response.message || (editing ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.added),
      });
      reset(EMPTY);
      props.onDone?.(response.data);
      void queryClient.invalidateQueries({ queryKey: addressesKey(userId) });
    },
    onError: (error) => {
      if (isApiError(error)) applyServerIssues(error.issues, FIELDS, setError);
      toast({ title: error.message, variant: 'destructive' });
    },
  });

  const toggleBusiness = (on: boolean) => {
    setBusiness(on);
    if (!on) {
      setValue('gstin', '');
      setValue('businessName', '');
    }
  };

  const submitValid = (values: AddressValues) => {
    if (!detached && !editing && (props.count ?? 0) >= LIMITS.maxAddresses) {
      toast({ title: MESSAGES.toast.addressLimit, variant: 'destructive' });
      return;
    }
    // The state and city rules depend on the location data (the server checks them too).
    if (states.options.length > 0 && !values.state) {
      setError('state', { type: 'required', message: ADDRESS_MESSAGES.stateRequired }, { shouldFocus: true });
      return;
    }
    if (cities.options.length > 0 && !values.city) {
      setError('city', { type: 'required', message: ADDRESS_MESSAGES.cityRequired }, { shouldFocus: true });
      return;
    }
    save.mutate(values);
  };
  // The leading fields are checked on every press too, so each field says at once what it needs.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const leadingValid = (await detached?.checkLeading?.()) ?? true;
    await handleSubmit((values) => (leadingValid ? submitValid(values) : undefined))(event);
  };

  const cancel = () => {
    reset(EMPTY);
    props.onDone?.();
  };

  const countryNames = withCurrent(
    countries.options.map((c) => c.name),
    country,
  );
  const stateNames =
    states.options.length > 0
      ? withCurrent(
          states.options.map((s) => s.name),
          state,
        )
      : [];
  const citySuggestions = [...new Set([...(place?.cities ?? []), ...cities.options.map((c) => c.name)])];
  const cityListId = `${titleId}-cities`;
  const title = detached?.title ?? (editing ? 'Edit Address' : 'Add New Address');

  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      className="w-full max-w-3xl scroll-mt-20 rounded-lg border border-stone-200 bg-white p-4 md:p-6"
    >
      <h3 id={titleId} className="mb-4 text-xl font-semibold text-maroon-900">
        {title}
      </h3>
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {detached?.leading}
        <div className="md:col-span-2">
          <Field label="Address" error={errors.address?.message}>
            <Textarea
              rows={2}
              autoComplete="street-address"
              placeholder="House number, street, area"
              className="min-h-16"
              {...register('address')}
            />
          </Field>
        </div>
        <Field label="Country" error={errors.country?.message}>
          <NativeSelect
            autoComplete="country-name"
            {...register('country', {
              onChange: () => {
                setValue('state', '');
                setValue('city', '');
              },
            })}
          >
            <option value="">{countries.isLoading ? 'Loading countries…' : 'Select country'}</option>
            {countryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {stateNames.length > 0 ? (
          <Field label="State" error={errors.state?.message}>
            <NativeSelect
              autoComplete="address-level1"
              {...register('state', { onChange: () => setValue('city', '') })}
            >
              <option value="">Select state</option>
              {stateNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        <FormField
          label="City"
          autoComplete="address-level2"
          list={citySuggestions.length > 0 ? cityListId : undefined}
          placeholder="Town or city, e.g. Mettupalayam"
          maxLength={100}
          error={errors.city?.message}
          {...register('city')}
        />
        {citySuggestions.length > 0 ? (
          <datalist id={cityListId}>
            {citySuggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        ) : null}
        <FormField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6 digits, e.g. 641002"
          hint={place ? pincodeHint(place) : undefined}
          error={errors.pincode?.message}
          {...register('pincode')}
        />
        <FormField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile, e.g. 98430 12345"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="flex items-center gap-3 md:col-span-2">
          <Checkbox id={`${titleId}-gift`} {...register('isGift')} />
          <label htmlFor={`${titleId}-gift`} className="cursor-pointer text-sm font-medium text-ink">
            This is a gift (send to a friend)
          </label>
        </div>
        {isGift ? (
          <div className="md:col-span-2">
            <FormField
              label="Recipient's name"
              autoComplete="off"
              placeholder="Who receives the gift"
              maxLength={RECIPIENT_NAME_MAX}
              error={errors.recipientName?.message}
              {...register('recipientName')}
            />
          </div>
        ) : null}
        {isGift ? (
          <div className="md:col-span-2">
            <Field label="Gift message" error={errors.giftMessage?.message}>
              <Textarea
                rows={2}
                className="min-h-16"
                placeholder="A few words for the card"
                {...register('giftMessage')}
              />
            </Field>
          </div>
        ) : null}
        {isIndia(country) ? (
          <div className="flex items-center gap-3 md:col-span-2">
            <Checkbox
              id={`${titleId}-business`}
              checked={business}
              onChange={(event) => toggleBusiness(event.currentTarget.checked)}
            />
            <label htmlFor={`${titleId}-business`} className="cursor-pointer text-sm font-medium text-ink">
              Business purchase (GST invoice with my GSTIN)
            </label>
          </div>
        ) : null}
        {showBusiness ? (
          <>
            <FormField
              label="GSTIN"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="15 characters, e.g. 33AAACR5055K1Z…"
              maxLength={20}
              error={errors.gstin?.message}
              {...register('gstin')}
            />
            <FormField
              label="Business name"
              autoComplete="organization"
              placeholder="As registered for GST"
              maxLength={BUSINESS_NAME_MAX}
              error={errors.businessName?.message}
              {...register('businessName')}
            />
          </>
        ) : null}
        <div className="md:col-span-2">
          <Field label="Notes (optional)" error={errors.notes?.message}>
            <Textarea
              rows={2}
              className="min-h-16"
              placeholder="Landmark, delivery times…"
              {...register('notes')}
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {detached?.submitLabel ?? (editing ? 'Update Address' : 'Add Address')}
          </Button>
          {editing || cancellable ? (
            <Button variant="outline" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
