import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, PackageCheck, RefreshCw } from 'lucide-react';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { ADMIN_RETURNS_PAGE_SIZE, useAdminReturns } from '../api';
import { AdminReturnCard } from './admin-return-card';

type Shown = ReturnStatus | 'all';

const readStatus = (value: string | null): Shown =>
  value === 'all' || (RETURN_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as Shown)
    : 'requested';

/** Staff's returns by state (new requests first, oldest at the top), each with its next steps. */
export function AdminReturnsView() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAdminReturns(status, page);
  const change = (next: { status?: Shown; page?: number }) => {
    const s = next.status ?? status;
    const p = next.page ?? 1;
    const out = new URLSearchParams();
    if (s !== 'requested') out.set('status', s);
    if (p > 1) out.set('page', String(p));
    setParams(out);
  };
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_RETURNS_PAGE_SIZE)) : 1;
  const scope = (n: number) =>
    `${n === 1 ? 'return' : 'returns'}${status === 'all' ? '' : ` in “${RETURN_STATUS_LABELS[status]}”`}`;

  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="max-w-xs">
        <Field label="Show">
          <NativeSelect value={status} onChange={(e) => change({ status: e.target.value as Shown })}>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RETURN_STATUS_LABELS[s]}
              </option>
            ))}
            <option value="all">All returns</option>
          </NativeSelect>
        </Field>
      </div>

      {query.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading returns…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : query.isError && !data ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-lg border border-red-200 bg-white p-8 text-center"
        >
          <p className="text-red-700">The returns could not be loaded: {query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : data && data.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center">
          <PackageCheck aria-hidden="true" className="size-10 text-stone-400" />
          <p className="font-medium text-ink">
            {page > 1 ? 'There are no returns on this page.' : `No ${scope(0)}.`}
          </p>
        </div>
      ) : data ? (
        <div className="grid gap-4" aria-busy={query.isFetching}>
          <p className="text-sm text-muted" aria-live="polite">
            {data.total} {scope(data.total)}, the longest waiting first.
          </p>
          <ul className="grid gap-4" aria-label="Returns">
            {data.data.map((ret) => (
              <AdminReturnCard key={ret._id} ret={ret} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Returns pages" className="flex flex-wrap items-center justify-end gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => change({ page: page - 1 })}
              >
                <ChevronLeft aria-hidden="true" className="!size-4" />
                Previous
              </Button>
              <span className="text-sm text-muted tabular-nums">
                Page {page} of {pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => change({ page: page + 1 })}
              >
                Next
                <ChevronRight aria-hidden="true" className="!size-4" />
              </Button>
            </nav>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
