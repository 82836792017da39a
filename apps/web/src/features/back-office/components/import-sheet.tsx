import { useState, type FormEvent } from 'react';
import { Download, FileUp } from 'lucide-react';
import type { ImportResult, ImportRow } from '@resham/shared';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { useImport } from '../api';

/** At most this many rows are drawn; the counts above the table cover them all. */
const SHOWN_ROWS = 200;
const ORDER: Record<ImportRow['action'], number> = { error: 0, update: 1, create: 2, unchanged: 3 };
const BADGE = { error: 'destructive', update: 'gold', create: 'success', unchanged: 'outline' } as const;

/** Admin → Import: export the catalogue, upload the edited file, see what it would do, apply it. */
export function ImportSheet() {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const run = useImport();

  const send = (apply: boolean) => {
    if (!file) return;
    run.mutate(
      { file, apply },
      {
        onSuccess: (r) => {
          setResult(r);
          if (r.applied) toast({ title: r.message });
        },
        onError: (error) => toast({ title: error.message, variant: 'destructive' }),
      },
    );
  };
  const preview = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const rows = [...(result?.rows ?? [])].sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.line - b.line);

  return (
    <div className="grid gap-6">
      <section className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-maroon-900">1. Export the catalogue</h2>
        <p className="text-sm text-muted">
          Edit it in a spreadsheet: change prices, stock or text, or add rows (no id) for new products. Keep
          the columns id and expected_stock as they are. Photos are added in the product drawer.
        </p>
        <a href="/api/admin/products/export" download className={buttonClasses('outline', 'md', 'w-fit')}>
          <Download aria-hidden="true" className="size-4" />
          Download products.csv
        </a>
      </section>

      <form onSubmit={preview} className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-maroon-900">2. Upload it and check the preview</h2>
        <div className="grid gap-1.5">
          <Label htmlFor="import-file">CSV file</Label>
          <Input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </div>
        <Button type="submit" disabled={!file || run.isPending} className="w-fit">
          <FileUp aria-hidden="true" className="size-4" />
          {run.isPending && !run.variables?.apply ? 'Checking…' : 'Preview import'}
        </Button>
      </form>

      {result && (
        <section aria-label="Import preview" className="grid gap-4">
          <p
            role="status"
            className={result.success ? 'font-medium text-green-800' : 'font-medium text-red-800'}
          >
            {result.message}
          </p>
          <div className="flex flex-wrap gap-2 text-sm">
            <Badge variant="success">{result.counts.create} to create</Badge>
            <Badge variant="gold">{result.counts.update} to update</Badge>
            <Badge variant="outline">{result.counts.unchanged} unchanged</Badge>
            <Badge variant="destructive">{result.counts.error} with errors</Badge>
          </div>
          {result.fileErrors.length > 0 && (
            <ul className="list-disc pl-5 text-sm text-red-800">
              {result.fileErrors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
          {rows.length > 0 && <PreviewTable rows={rows.slice(0, SHOWN_ROWS)} />}
          {rows.length > SHOWN_ROWS && (
            <p className="text-sm text-muted">
              The first {SHOWN_ROWS} of {rows.length} rows are shown, errors first.
            </p>
          )}
          {!result.applied && (
            <Button
              onClick={() => send(true)}
              disabled={!result.success || run.isPending || result.counts.create + result.counts.update === 0}
              className="w-fit"
            >
              {run.isPending && run.variables?.apply ? 'Applying…' : 'Apply import'}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

/** What applying does to a row: its errors, or its changed fields before → after. */
function RowOutcome({ row }: { row: ImportRow }) {
  if (row.errors.length > 0)
    return (
      <ul className="grid gap-1 text-red-800">
        {row.errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    );
  if (row.changes.length === 0) return <span className="text-muted">New product</span>;
  return (
    <ul className="grid gap-1">
      {row.changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium">{c.field}</span>:{' '}
          <span className="text-muted line-through">{c.before || '—'}</span> → <span>{c.after || '—'}</span>
        </li>
      ))}
    </ul>
  );
}

function PreviewTable({ rows }: { rows: ImportRow[] }) {
  return (
    <>
      {/* A phone reads one card per row; wider screens get the table. */}
      <ul className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.line} className="grid gap-2 rounded-lg border border-stone-200 bg-white p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium break-words">{row.title || row.key}</span>
              <Badge variant={BADGE[row.action]}>{row.action}</Badge>
            </div>
            <span className="text-xs text-muted">Line {row.line}</span>
            <RowOutcome row={row} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <PreviewGrid rows={rows} />
      </div>
    </>
  );
}

function PreviewGrid({ rows }: { rows: ImportRow[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Line</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Product</TableHead>
          <TableHead>Changes or errors</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.line}>
            <TableCell className="tabular-nums">{row.line}</TableCell>
            <TableCell>
              <Badge variant={BADGE[row.action]}>{row.action}</Badge>
            </TableCell>
            <TableCell className="max-w-56 break-words">{row.title || row.key}</TableCell>
            <TableCell className="min-w-56">
              <RowOutcome row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
