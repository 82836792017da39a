import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { gstCsvUrl, todayInIndia, useGstReport, type GstReportPart } from '../api';
import { CsvLink } from './csv-link';
import { B2bTable, B2cTable, CreditNotesTable, HsnTable, RegisterPreview } from './gst-tables';
import { OrdersExport } from './orders-export';
import { ReportSection } from './report-section';
import { SummaryCards } from './summary-cards';

const DOWNLOADS: { part: GstReportPart; label: string }[] = [
  { part: 'register', label: 'Sales register' },
  { part: 'b2c', label: 'B2C summary' },
  { part: 'hsn', label: 'HSN summary' },
  { part: 'b2b', label: 'B2B invoices' },
  { part: 'credit-notes', label: 'Credit notes' },
];

/** Admin → Reports: the month's GST figures on screen and as CSV for the accountant; orders export. */
export function ReportsView() {
  const [params, setParams] = useSearchParams();
  const current = todayInIndia().month;
  const asked = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) && asked <= current ? asked : current;
  const { data, isPending, isError, isFetching, refetch } = useGstReport(month);
  const id = useId();

  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={isFetching}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-month`}>Month (India time)</Label>
          <Input
            id={`${id}-month`}
            type="month"
            value={month}
            min="2020-01"
            max={current}
            onChange={(e) => e.target.value && setParams({ month: e.target.value }, { replace: true })}
            className="w-48"
          />
        </div>
      </div>

      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : isError || !data ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-xl border border-red-200 bg-white p-8 text-center"
        >
          <p className="text-red-700">The report could not be loaded.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <>
          <SummaryCards totals={data.totals} />
          <ReportSection
            title="Downloads"
            description="CSV files for the accountant (UTF-8, opens in Excel with ₹ and Tamil names intact)."
          >
            <div className="flex flex-wrap gap-2">
              {DOWNLOADS.map((d) => (
                <CsvLink key={d.part} href={gstCsvUrl(month, d.part)} label={d.label} />
              ))}
            </div>
          </ReportSection>
          <ReportSection
            title="B2C by place of supply"
            description="GSTR-1: sales to buyers without a GSTIN, by state and rate."
          >
            <B2cTable rows={data.b2c} />
          </ReportSection>
          <ReportSection title="HSN summary" description="GSTR-1: every invoice line by HSN code and rate.">
            <HsnTable rows={data.hsn} />
          </ReportSection>
          <ReportSection title="B2B invoices" description="Invoices to buyers who gave a GSTIN.">
            <B2bTable rows={data.b2b} />
          </ReportSection>
          <ReportSection
            title="Credit notes"
            description="Invoiced orders refunded, rejected or, for cash on delivery, never collected this month."
          >
            <CreditNotesTable rows={data.creditNotes} />
          </ReportSection>
          <ReportSection
            title="Sales register"
            description={`One row per invoice line: ${data.registerLines} line${data.registerLines === 1 ? '' : 's'}${data.registerLines > data.register.length ? ` (the first ${data.register.length} here; all in the CSV)` : ''}.`}
          >
            <RegisterPreview rows={data.register} />
          </ReportSection>
        </>
      )}
      <OrdersExport />
    </div>
  );
}
