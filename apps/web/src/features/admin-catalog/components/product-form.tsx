import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { productInputSchema } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerIssues } from '../../../lib/field-issues';
import {
  addProduct,
  editProduct,
  useCatalogMutation,
  useCategoryTree,
  type ProductEditPayload,
  type ProductPayload,
} from '../api';
import {
  loadedStock,
  PRODUCT_FIELDS,
  resolveStockConflict,
  savedToastTitle,
  stockConflictOf,
  subcategoriesFor,
  type ProductFormValues,
} from '../product-form-logic';
import { priceFiguresText } from '../price-figures';
import { blockerSummary, submitBlockers } from '../submit-blockers';
import { ImageManager } from './image-manager';
import { LowStockAlertField } from './low-stock-alert-field';
import { SareeDetailFields } from './saree-detail-fields';

/** The shared schema reads the form's text fields (numbers coerced); its paths are the form's. */
const resolver = zodResolver(productInputSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductPayload
>;

const NOT_ON_SALE = '0 when not on sale.';

/** Radix Select items cannot have an empty value: this one stands for "no subcategory". */
const NO_SUBCATEGORY = '__none__';

export interface ProductFormProps {
  /** Set in edit mode: the product being edited. */
  productId: string | null;
  defaultValues: ProductFormValues;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add or edit a product: every field of spec §3 under the §5 rules, checked by the shared schema. */
export function ProductForm({ productId, defaultValues, onSaved, onCancel }: ProductFormProps) {
  const editing = productId !== null;
  const tree = useCategoryTree();
  const [uploading, setUploading] = useState(false);
  const add = useCatalogMutation(addProduct);
  const edit = useCatalogMutation((payload: ProductEditPayload) => editProduct(productId!, payload));
  // The stock figure this form started from, sent with every edit: the server refuses (409, with the
  // current figure) to write a stale figure over units sold or reserved since. After a 409 it is the
  // current figure, so the next save goes through.
  const [stockBaseline, setStockBaseline] = useState(() => loadedStock(defaultValues));
  const [stockNotice, setStockNotice] = useState<string | null>(null);
  const stockNoticeId = useId();
  const blockersId = useId();

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductPayload>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as Partial<ProductFormValues>;
  const category = values.category ?? '';
  const subcategories = subcategoriesFor(tree.data, category);
  // Why the button is disabled, field by field (the same shared schema the resolver and server use).
  const blockers = submitBlockers(values, uploading);
  const whyDisabled = blockerSummary(blockers, editing);
  const canSubmit = blockers.length === 0 && !isSubmitting;

  const onSubmit = handleSubmit(async (payload) => {
    try {
      const res = editing
        ? await edit.mutateAsync({ ...payload, expectedStock: stockBaseline })
        : await add.mutateAsync(payload);
      toast({ title: savedToastTitle(editing, res.message) });
      onSaved();
    } catch (error) {
      const conflict = editing ? stockConflictOf(error) : null;
      if (conflict) {
        // Sold or reserved since the form was loaded: nothing was saved. Show the current figure by the
        // stock field (in it, unless the admin typed a figure of their own) and take it as the baseline.
        const typed = getValues('totalStock');
        const resolved = resolveStockConflict(typed, stockBaseline, conflict);
        setStockBaseline(resolved.baseline);
        if (resolved.stockField !== typed)
          setValue('totalStock', resolved.stockField, { shouldValidate: true, shouldDirty: true });
        setStockNotice(resolved.notice);
        setFocus('totalStock');
        return;
      }
      toast({ title: (error as Error).message, variant: 'destructive' });
      if (isApiError(error)) applyServerIssues(error.issues, PRODUCT_FIELDS, setError);
    }
  });

  const categories = tree.data?.categories ?? [];
  const noCategories = tree.isSuccess && categories.length === 0;

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={isSubmitting}>
      <div className="grid flex-1 content-start gap-5 overflow-y-auto px-6 py-5">
        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <ImageManager
              value={field.value}
              onChange={(images) => {
                field.onChange(images);
                field.onBlur();
              }}
              onUploadingChange={setUploading}
              error={fieldState.error?.message ?? errors.images?.root?.message}
            />
          )}
        />

        <Field label="Title" error={errors.title?.message}>
          {(props) => (
            <Input {...props} autoComplete="off" placeholder="Product title" {...register('title')} />
          )}
        </Field>

        <Field label="Description" error={errors.description?.message}>
          {(props) => (
            <Textarea
              {...props}
              rows={5}
              placeholder="Weave, colours, border, care…"
              {...register('description')}
            />
          )}
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="category"
            render={({ field, fieldState }) => (
              <Field label="Category" error={fieldState.error?.message}>
                {(props) => (
                  <>
                    <Select
                      value={field.value}
                      onValueChange={(next) => {
                        field.onChange(next);
                        field.onBlur();
                        // Spec §4: changing the category clears the subcategory.
                        setValue('subcategory', '', { shouldValidate: true, shouldDirty: true });
                      }}
                      disabled={!tree.isSuccess || noCategories}
                    >
                      <SelectTrigger {...props} onBlur={field.onBlur}>
                        <SelectValue
                          placeholder={tree.isPending ? 'Loading categories…' : 'Select category'}
                        />
                      </SelectTrigger>
                      <SelectContent>
                        {categories.map((c) => (
                          <SelectItem key={c.id} value={c.name}>
                            {c.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    {noCategories ? (
                      <p className="text-xs text-muted">
                        No categories yet.{' '}
                        <Link to="/admin/features" className="text-maroon-800 underline">
                          Add one on the Category page
                        </Link>
                        .
                      </p>
                    ) : null}
                  </>
                )}
              </Field>
            )}
          />
          {category ? (
            <Controller
              control={control}
              name="subcategory"
              render={({ field }) => (
                <Field label="Subcategory" note="(optional)">
                  {(props) => (
                    <Select
                      // Keyed by category so the list and value start afresh when the category changes.
                      key={category}
                      value={field.value ? field.value : NO_SUBCATEGORY}
                      onValueChange={(next) => field.onChange(next === NO_SUBCATEGORY ? '' : next)}
                      disabled={subcategories.length === 0}
                    >
                      <SelectTrigger {...props}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={NO_SUBCATEGORY}>
                          {subcategories.length ? 'None' : 'No subcategories'}
                        </SelectItem>
                        {subcategories.map((s) => (
                          <SelectItem key={s.id} value={s.name}>
                            {s.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </Field>
              )}
            />
          ) : null}
        </div>

        <div className="grid gap-5 sm:grid-cols-3">
          {/* The owner prices as shoppers read it (issue 35); both figures show live under each field. */}
          <Field
            label="Shoppers pay (incl. 5 % GST)"
            hint={priceFiguresText(values.shopperPrice) ?? 'What a shopper pays for one, in ₹.'}
            error={errors.shopperPrice?.message}
          >
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                placeholder="e.g. 18500"
                {...register('shopperPrice')}
              />
            )}
          </Field>
          <Field
            label="Sale: shoppers pay (incl. 5 % GST)"
            hint={priceFiguresText(values.shopperSalePrice, NOT_ON_SALE) ?? NOT_ON_SALE}
            error={errors.shopperSalePrice?.message}
          >
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                placeholder="0"
                {...register('shopperSalePrice')}
              />
            )}
          </Field>
          <Field
            label="Total stock"
            error={errors.totalStock?.message}
            describedBy={stockNotice ? stockNoticeId : undefined}
          >
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                placeholder="e.g. 5"
                {...register('totalStock')}
              />
            )}
          </Field>
          {stockNotice ? (
            <p
              id={stockNoticeId}
              role="alert"
              className="rounded-md border border-yellow-400 bg-yellow-50 p-3 text-sm text-yellow-950 sm:col-span-3"
            >
              {stockNotice}
            </p>
          ) : null}
        </div>

        <Field label="YouTube link" note="(optional)" error={errors.youtubeLink?.message}>
          {(props) => (
            <Input
              {...props}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.youtube.com/watch?v=…"
              {...register('youtubeLink')}
            />
          )}
        </Field>
        <SareeDetailFields register={register} errors={errors} />
        {productId ? <LowStockAlertField productId={productId} /> : null}
      </div>
      <div className="grid gap-2 border-t border-stone-200 bg-white px-6 py-4">
        {whyDisabled ? (
          <p id={blockersId} className="text-sm text-stone-700" data-testid="submit-blockers">
            {whyDisabled}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!canSubmit}
            aria-busy={isSubmitting}
            aria-describedby={whyDisabled ? blockersId : undefined}
          >
            {isSubmitting ? 'Saving…' : editing ? 'Save Changes' : 'Add Product'}
          </Button>
        </div>
      </div>
    </form>
  );
}
