import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LowStockThresholdResponse, MessageResponse } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../api';

const path = (id: string) => `/api/admin/products/${encodeURIComponent(id)}/low-stock-threshold`;

/**
 * The product's low-stock alert, saved on its own (not with the product form): the dashboard lists the
 * product and the daily digest names it once its stock is at or below this. Empty: the shop's default.
 */
export function LowStockAlertField({ productId }: { productId: string }) {
  const queryClient = useQueryClient();
  const key = ['admin', 'low-stock-threshold', productId];
  const current = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await api.get<LowStockThresholdResponse>(path(productId), { signal })).data,
  });
  const [typed, setTyped] = useState<string | null>(null);
  const id = useId();
  const value = typed ?? (current.data?.threshold == null ? '' : String(current.data.threshold));
  const save = useMutation({
    mutationFn: () =>
      api.put<MessageResponse>(path(productId), { threshold: value.trim() === '' ? null : Number(value) }),
    onSuccess: async (res) => {
      toast({ title: res.message });
      setTyped(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.lowStock }),
      ]);
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
  return (
    <div className="grid gap-1.5 rounded-md border border-stone-200 p-3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Low-stock alert <span className="font-normal text-muted">(units; saved on its own)</span>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          className="w-32"
          placeholder={current.data ? `${current.data.defaultThreshold} (default)` : ''}
          value={value}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending || typed === null}
          onClick={() => save.mutate()}
        >
          Save alert
        </Button>
      </div>
      <p className="text-xs text-muted">
        Listed on the dashboard and in the daily email at or below this many.
      </p>
    </div>
  );
}
