/** One checkbox of the listing's filters, with how many products it would show when given. */
export function FilterOption({
  id,
  label,
  count,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  count?: number;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <li>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-ink hover:bg-maroon-50"
      >
        <input
          type="checkbox"
          id={id}
          checked={checked}
          onChange={onChange}
          className="size-4 accent-maroon-800"
        />
        <span className="min-w-0 flex-1">{label}</span>
        {count === undefined ? null : (
          <span className="text-xs text-muted tabular-nums">
            {count}
            <span className="sr-only"> products</span>
          </span>
        )}
      </label>
    </li>
  );
}
