import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { checkName, type NameKind } from '../name-rules';

export interface EditableNameProps {
  kind: NameKind;
  name: string;
  /** Resolves true when the new name was saved. */
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
  /** How the name is shown when not editing. */
  children: ReactNode;
  className?: string;
}

/** A name with Rename (edited in place: Enter saves, Escape cancels) and Delete buttons. */
export function EditableName({ kind, name, onRename, onDelete, children, className }: EditableNameProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const noun = kind === 'category' ? 'category' : 'subcategory';

  useEffect(() => {
    if (editing) inputRef.current?.select();
    else if (returnFocus.current) {
      returnFocus.current = false;
      renameRef.current?.focus();
    }
  }, [editing]);

  const stop = () => {
    returnFocus.current = true;
    setEditing(false);
    setError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkName(kind, value);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    if (checked.name === name) {
      stop();
      return;
    }
    setPending(true);
    try {
      if (await onRename(checked.name)) stop();
    } finally {
      setPending(false);
    }
  };

  if (editing)
    return (
      <form onSubmit={save} noValidate className={cn('grid flex-1 gap-1', className)}>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="sr-only">
            New name for the {noun} {name}
          </label>
          <Input
            ref={inputRef}
            id={id}
            value={value}
            maxLength={80}
            autoComplete="off"
            className="h-9 min-w-40 flex-1"
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                stop();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" size="sm" disabled={pending} aria-busy={pending}>
            <Check aria-hidden="true" />
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={stop} disabled={pending}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    );

  return (
    <div className={cn('flex flex-1 flex-wrap items-center justify-between gap-2', className)}>
      {children}
      <div className="flex gap-1">
        <Button
          ref={renameRef}
          variant="ghost"
          size="sm"
          onClick={() => {
            setValue(name);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
          Rename
          <span className="sr-only">
            {' '}
            {noun} {name}
          </span>
        </Button>
        <Button variant="ghost" size="sm" className="text-red-800! hover:bg-red-50!" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete
          <span className="sr-only">
            {' '}
            {noun} {name}
          </span>
        </Button>
      </div>
    </div>
  );
}
