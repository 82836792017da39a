import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ordersCsvUrl, todayInIndia } from '../api';
import { CsvLink } from './csv-link';
import { ReportSection } from './report-section';

/** Orders placed between two days (India time, both included) as a CSV of the orders table's columns. */
export function OrdersExport() {
  const { day, month } = todayInIndia();
  const [from, setFrom] = useState(`${month}-01`);
  const [to, setTo] = useState(day);
  const id = useId();
  const valid = Boolean(from && to && from <= to);
  return (
    <ReportSection title="Orders export" description="Orders placed on these days (India time), as a CSV.">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to || day}
            onChange={(e) => setFrom(e.target.value)}
            className="w-44"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            className="w-44"
          />
        </div>
        {valid ? (
          <CsvLink href={ordersCsvUrl(from, to)} label="Download orders CSV" />
        ) : (
          <p className="text-sm text-red-700">Choose a start day on or before the end day.</p>
        )}
      </div>
    </ReportSection>
  );
}
