import { useEffect, useId, useState, type FormEvent } from 'react';
import { DELIVERY_MESSAGES as D, PINCODE_PATTERN } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { readSavedPincode, savePincode } from '../saved-pincode';
import { DeliveryPromise } from './delivery-promise';

/**
 * The product page's "Check delivery" box: a pincode and Check, then the promise for it. The pincode
 * checked last is remembered in this browser and filled in after hydration (an effect), so the first
 * render in the browser is the server's HTML, the empty box.
 */
export function DeliveryCheck() {
  const id = useId();
  const [text, setText] = useState('');
  const [pincode, setPincode] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    const saved = readSavedPincode();
    if (!saved) return;
    setText(saved);
    setPincode(saved);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = text.replace(/\s/g, '');
    if (!PINCODE_PATTERN.test(typed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText(typed);
    setPincode(typed);
    savePincode(typed);
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="grid w-full max-w-md gap-2">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-maroon-900">
        {D.checkTitle}
      </h2>
      <div className="flex gap-2">
        <Input
          id={id}
          aria-label={D.pincodeLabel}
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder="Enter pincode"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline">
          {D.check}
        </Button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {D.badPincode}
        </p>
      ) : (
        <DeliveryPromise pincode={pincode} className="text-sm" />
      )}
    </form>
  );
}
