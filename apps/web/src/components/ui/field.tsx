import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Label } from './label';

/** What the field hands its control: its id and the ids of the texts that describe it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Shown after the label, e.g. '(optional)'. */
  note?: string;
  /** Ids of more text that describes the control (e.g. a notice shown elsewhere in the form). */
  describedBy?: string;
  /** The control: an element (given the ids as props) or a function of them. */
  children: ReactElement<Partial<ControlProps>> | ((control: ControlProps) => ReactNode);
}

/** A label, one control (input, select, textarea …), an optional hint and the validation message, wired by ids. */
export function Field({ label, error, hint, note, describedBy: more, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId, more].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="grid min-w-0 grid-cols-1 content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        {note ? <span className="ml-1 font-normal text-muted">{note}</span> : null}
      </Label>
      {isValidElement(children) ? cloneElement(children, control) : children(control)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
