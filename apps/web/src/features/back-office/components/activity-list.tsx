import { useState, type FormEvent } from 'react';
import { ACTIVITY_KIND_GROUPS, type ActivityEntryView } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useActivity, type ActivityFilters } from '../api';

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

function Changes({ entry }: { entry: ActivityEntryView }) {
  return (
    <ul className="grid gap-0.5 text-sm">
      {entry.changes.slice(0, 8).map((line) => (
        // A long unbroken value (image paths, a pasted link) wraps anywhere rather than widening a phone's page.
        <li key={line} className="wrap-anywhere">
          {line.length > 160 ? `${line.slice(0, 160)}…` : line}
        </li>
      ))}
    </ul>
  );
}

/** Admin → Activity: every admin write, newest first, filtered by person, kind and date. Read-only. */
export function ActivityList() {
  const [filters, setFilters] = useState<ActivityFilters>({ page: 1 });
  const [draft, setDraft] = useState<Omit<ActivityFilters, 'page'>>({});
  const { data, isPending, isError, error } = useActivity(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <form
        onSubmit={apply}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_10rem_10rem_auto] lg:items-end"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="activity-actor">Person (email)</Label>
          <Input
            id="activity-actor"
            value={draft.actor ?? ''}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
            placeholder="owner@…"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="activity-kind">Kind</Label>
          <NativeSelect
            id="activity-kind"
            value={draft.kind ?? ''}
            onChange={(e) => setDraft({ ...draft, kind: e.target.value })}
          >
            <option value="">Everything</option>
            {ACTIVITY_KIND_GROUPS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="activity-from">From</Label>
          <Input
            id="activity-from"
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="activity-to">To</Label>
          <Input
            id="activity-to"
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <Button type="submit">Filter</Button>
      </form>

      {isError && <p className="text-red-800">{error.message}</p>}
      {isPending && <p className="text-muted">Loading…</p>}
      {data && data.data.length === 0 && (
        <p className="text-muted">Nothing recorded matches these filters.</p>
      )}
      {data && data.data.length > 0 && (
        <ul aria-label="Activity entries" className="grid gap-3 md:hidden">
          {data.data.map((entry) => (
            <li
              key={entry.id}
              className="grid min-w-0 gap-1 rounded-lg border border-stone-200 bg-white p-3 text-sm"
            >
              <div className="font-medium">{entry.what}</div>
              <div className="text-xs text-muted">
                {when.format(new Date(entry.createdAt))} · {entry.actorEmail}
              </div>
              <div className="truncate text-xs text-muted">
                {entry.subjectName} · {entry.kind}
              </div>
              <Changes entry={entry} />
            </li>
          ))}
        </ul>
      )}
      {data && data.data.length > 0 && (
        <div className="hidden md:block">
          <Table aria-label="Activity">
            <TableHeader>
              <TableRow>
                <TableHead>When (IST)</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>What</TableHead>
                <TableHead>Change</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.data.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap">
                    {when.format(new Date(entry.createdAt))}
                  </TableCell>
                  <TableCell className="break-all">{entry.actorEmail}</TableCell>
                  <TableCell>
                    <div className="font-medium">{entry.what}</div>
                    <div className="text-xs text-muted">{entry.kind}</div>
                    <div className="max-w-56 truncate text-sm" title={entry.subjectName}>
                      {entry.subjectName}
                    </div>
                  </TableCell>
                  <TableCell className="min-w-64">
                    <Changes entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {data && pages > 1 && (
        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            disabled={filters.page <= 1}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            Newer
          </Button>
          <span className="text-sm text-muted">
            Page {filters.page} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={filters.page >= pages}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            Older
          </Button>
        </div>
      )}
    </div>
  );
}
