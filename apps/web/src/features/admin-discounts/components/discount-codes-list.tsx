import { Pause, Pencil, Play } from 'lucide-react';
import { describeDiscount, DISCOUNT_STATE_LABELS, formatIst, type DiscountCode } from '@resham/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { formatRupees } from '../../../lib/format';

export interface DiscountCodesListProps {
  codes: DiscountCode[];
  onEdit: (code: DiscountCode) => void;
  onToggle: (code: DiscountCode) => void;
  busyId: string | null;
}

const STATE_VARIANT = {
  active: 'success',
  paused: 'warning',
  scheduled: 'outline',
  expired: 'destructive',
  usedUp: 'destructive',
} as const;

const offText = (c: DiscountCode) => describeDiscount(c);
const usesText = (c: DiscountCode) => `${c.usesCount}${c.maxUses === null ? '' : ` / ${c.maxUses}`}`;
const validText = (c: DiscountCode) =>
  c.startsAt || c.endsAt
    ? `${c.startsAt ? formatIst(c.startsAt) : 'now'} → ${c.endsAt ? formatIst(c.endsAt) : 'no end'}`
    : 'Always';
const rulesText = (c: DiscountCode) =>
  [
    c.minSubtotal > 0 ? `min ${formatRupees(c.minSubtotal)} incl. GST` : '',
    c.oncePerShopper ? 'once per shopper' : '',
    c.categories.length ? c.categories.join(', ') : 'all products',
  ]
    .filter(Boolean)
    .join(' · ');

function Actions({
  code,
  onEdit,
  onToggle,
  busy,
}: {
  code: DiscountCode;
  onEdit: () => void;
  onToggle: () => void;
  busy: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" className="!size-4" />
        Edit<span className="sr-only"> {code.code}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={onToggle} disabled={busy} aria-busy={busy}>
        {code.active ? (
          <Pause aria-hidden="true" className="!size-4" />
        ) : (
          <Play aria-hidden="true" className="!size-4" />
        )}
        {code.active ? 'Pause' : 'Resume'}
        <span className="sr-only"> {code.code}</span>
      </Button>
    </div>
  );
}

/** The codes: a table from 768 px, cards below. */
export function DiscountCodesList({ codes, onEdit, onToggle, busyId }: DiscountCodesListProps) {
  return (
    <>
      <div className="max-md:hidden">
        <Table>
          <TableCaption className="sr-only">Discount codes</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Code</TableHead>
              <TableHead>Discount</TableHead>
              <TableHead>Valid (IST)</TableHead>
              <TableHead className="text-right">Uses</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {codes.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-mono font-semibold">{c.code}</TableCell>
                <TableCell>
                  <span className="block font-medium">{offText(c)}</span>
                  <span className="block text-xs text-muted">{rulesText(c)}</span>
                </TableCell>
                <TableCell className="text-xs">{validText(c)}</TableCell>
                <TableCell className="text-right tabular-nums">{usesText(c)}</TableCell>
                <TableCell>
                  <Badge variant={STATE_VARIANT[c.state]}>{DISCOUNT_STATE_LABELS[c.state]}</Badge>
                </TableCell>
                <TableCell>
                  <Actions
                    code={c}
                    onEdit={() => onEdit(c)}
                    onToggle={() => onToggle(c)}
                    busy={busyId === c.id}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Discount codes">
        {codes.map((c) => (
          <li
            key={c.id}
            className="grid grid-cols-1 gap-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-mono font-semibold break-all">{c.code}</p>
              <Badge variant={STATE_VARIANT[c.state]}>{DISCOUNT_STATE_LABELS[c.state]}</Badge>
            </div>
            <p className="text-sm font-medium">{offText(c)}</p>
            <p className="text-xs text-muted">{rulesText(c)}</p>
            <p className="text-xs text-muted">{validText(c)}</p>
            <p className="text-sm tabular-nums">Uses so far: {usesText(c)}</p>
            <Actions code={c} onEdit={() => onEdit(c)} onToggle={() => onToggle(c)} busy={busyId === c.id} />
          </li>
        ))}
      </ul>
    </>
  );
}
