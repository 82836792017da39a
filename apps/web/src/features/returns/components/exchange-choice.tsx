import { useId, useRef, useState } from 'react';
import {
  formatPaise,
  LIMITS,
  mediaAt,
  priceWithTaxPaise,
  productUnitPricePaise,
  RETURN_LIMITS,
} from '@resham/shared';
import { Loader2, Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useExchangeSearch } from '../api';
import { addExchangeLine, exchangeUnitsFor, type ExchangeDraft } from '../rules';
import { RETURN_WEB_WORDS as W } from '../words';
import { RadioChoices } from './radio-choices';

/**
 * What an exchange is for: the same item(s) (the default), or other products found through the shop's
 * search, each with how many. Prices are today's, with tax, as the product pages show them.
 */
export function ExchangeChoice({
  draft,
  onChange,
  error,
  disabled,
}: {
  draft: ExchangeDraft;
  onChange: (draft: ExchangeDraft) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const keyword = useDebouncedValue(text.trim(), 400);
  // The typed text too: a cleared field hides the results at once, not after the pause.
  const searchable = keyword.length >= LIMITS.searchMinChars && text.trim().length >= LIMITS.searchMinChars;
  const found = useExchangeSearch(searchable && draft.mode === 'other' ? keyword : '');
  const results = found.data ?? [];
  const full = draft.lines.length >= RETURN_LIMITS.exchangeLinesMax;
  const setLines = (lines: ExchangeDraft['lines']) => onChange({ ...draft, lines });

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{W.exchangeLegend}</legend>
      <RadioChoices
        options={[
          { value: 'same', label: W.exchangeSame },
          { value: 'other', label: W.exchangeOther },
        ]}
        value={draft.mode}
        onChange={(mode) => onChange({ ...draft, mode })}
        disabled={disabled}
      />

      {draft.mode === 'other' ? (
        <div className="grid gap-3 rounded-lg border border-stone-200 p-3">
          {draft.lines.length ? (
            <div className="grid gap-1.5">
              <p className="text-sm font-medium text-ink">{W.exchangeChosen}</p>
              <ul aria-label={W.exchangeChosen} className="grid gap-2">
                {draft.lines.map((line) => (
                  <li
                    key={line.productId}
                    className="flex items-center gap-2 rounded-md bg-ivory px-2 py-1.5 text-sm"
                  >
                    <span className="min-w-0 flex-1 font-medium break-words text-ink">{line.title}</span>
                    <div className="w-20 shrink-0">
                      <NativeSelect
                        aria-label={`How many of ${line.title} instead`}
                        value={line.quantity}
                        disabled={disabled}
                        onChange={(e) =>
                          setLines(
                            draft.lines.map((l) =>
                              l.productId === line.productId ? { ...l, quantity: Number(e.target.value) } : l,
                            ),
                          )
                        }
                      >
                        {Array.from({ length: line.max }, (_, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </NativeSelect>
                    </div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={disabled}
                      aria-label={`Remove ${line.title}`}
                      onClick={() => setLines(draft.lines.filter((l) => l.productId !== line.productId))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <div className="grid gap-1.5">
            <label htmlFor={`${id}-search`} className="text-sm font-medium text-ink">
              {W.exchangeSearch}
            </label>
            <SearchInput
              ref={searchRef}
              id={`${id}-search`}
              value={text}
              maxLength={100}
              placeholder="Kanjivaram, tussar, dupatta…"
              disabled={disabled || full}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-search-hint`}
              onChange={(e) => setText(e.target.value)}
            />
            <p id={`${id}-search-hint`} className="text-xs text-muted">
              {full ? W.exchangeTooManyLines : W.exchangeSearchHint}
            </p>
          </div>

          {searchable && !full ? (
            found.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {found.error.message}
              </p>
            ) : found.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                Searching…
              </p>
            ) : results.length === 0 ? (
              <p role="status" className="text-sm text-muted">
                {W.exchangeNone(keyword)}
              </p>
            ) : (
              <ul
                aria-label={W.exchangeResults}
                aria-busy={found.isFetching}
                className="grid max-h-72 gap-1 overflow-y-auto"
              >
                {results.map((product) => {
                  const max = exchangeUnitsFor(product.totalStock);
                  const chosen = draft.lines.some((l) => l.productId === product._id);
                  return (
                    <li key={product._id} className="flex items-center gap-3 rounded-md p-1.5">
                      {product.image ? (
                        <img
                          src={mediaAt(product.image, 400)}
                          alt=""
                          loading="lazy"
                          className="aspect-[3/4] w-10 shrink-0 rounded bg-maroon-50 object-cover"
                        />
                      ) : null}
                      <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
                        <span className="font-medium break-words text-ink">{product.title}</span>
                        <span className="text-muted tabular-nums">
                          {max === 0
                            ? W.exchangeSoldOut
                            : formatPaise(priceWithTaxPaise(productUnitPricePaise(product)))}
                        </span>
                      </span>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={disabled || max === 0 || chosen}
                        aria-label={`Choose ${product.title}`}
                        onClick={() => {
                          setLines(addExchangeLine(draft.lines, product));
                          setText('');
                          searchRef.current?.focus();
                        }}
                      >
                        {chosen ? (
                          'Chosen'
                        ) : (
                          <>
                            <Plus aria-hidden="true" />
                            Choose
                          </>
                        )}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )
          ) : null}
          <p className="text-xs text-muted">{W.exchangePriceNote}</p>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
