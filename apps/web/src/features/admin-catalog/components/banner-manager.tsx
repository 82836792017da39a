import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { bannerInputSchema, mediaAt, type Banner } from '@resham/shared';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerIssues } from '../../../lib/field-issues';
import { addBanner, deleteBanner, useBanners, useCatalogMutation, type BannerPayload } from '../api';
import { BannerImageSlot } from './banner-image-slot';

const BANNER_FIELDS = ['imageDesktop', 'imageMobile', 'alt', 'link'] as const;
/** Spec §5 messages ('Desktop image is required.', 'Mobile image is required.') come from the shared schema. */
const resolver = zodResolver(bannerInputSchema) as unknown as Resolver<BannerPayload>;
const EMPTY: BannerPayload = { imageDesktop: '', imageMobile: '', alt: '', link: '' };

/** Spec §2 Features: add a banner (desktop + mobile image, alt text, the page it leads to), list and delete banners. */
export function BannerManager() {
  const [uploading, setUploading] = useState<'desktop' | 'mobile' | null>(null);
  const add = useCatalogMutation(addBanner);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BannerPayload>({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (payload) => {
    try {
      const res = await add.mutateAsync(payload);
      toast({ title: res.message });
      reset(EMPTY);
    } catch (error) {
      toast({ title: (error as Error).message, variant: 'destructive' });
      if (isApiError(error)) applyServerIssues(error.issues, BANNER_FIELDS, setError);
    }
  });

  return (
    <section aria-labelledby="banners-heading" className="grid gap-6">
      <div>
        <h2 id="banners-heading" className="text-2xl font-semibold text-maroon-900">
          Banners
        </h2>
        <p className="text-sm text-muted">
          The home page slider. Each banner needs a wide desktop image and a mobile image.
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Add a banner"
        className="grid gap-5 rounded-lg border border-stone-200 bg-white p-4 md:p-6"
      >
        <div className="grid gap-5 md:grid-cols-[2fr_1fr]">
          <Controller
            control={control}
            name="imageDesktop"
            render={({ field, fieldState }) => (
              <BannerImageSlot
                label="Desktop image"
                hint="1920 × 600 px"
                aspect="1920 / 600"
                value={field.value}
                onChange={(url) => field.onChange(url)}
                onUploadingChange={(busy) => setUploading(busy ? 'desktop' : null)}
                disabled={uploading === 'mobile' || isSubmitting}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="imageMobile"
            render={({ field, fieldState }) => (
              <BannerImageSlot
                label="Mobile image"
                hint="768 × 600 px"
                aspect="768 / 600"
                previewClassName="max-w-64 md:max-w-none"
                value={field.value}
                onChange={(url) => field.onChange(url)}
                onUploadingChange={(busy) => setUploading(busy ? 'mobile' : null)}
                disabled={uploading === 'desktop' || isSubmitting}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <Field
          label="Alt text"
          note="(optional)"
          hint="Describes the banner for people who cannot see it."
          error={errors.alt?.message}
        >
          {(props) => (
            <Input
              {...props}
              placeholder="e.g. Festive Kanchipuram silks"
              maxLength={200}
              {...register('alt')}
            />
          )}
        </Field>
        <Field
          label="Leads to"
          note="(optional)"
          hint="A page of the shop the banner opens, e.g. /shop/listing?category=Kanchipuram+Silk+Sarees"
          error={errors.link?.message}
        >
          {(props) => (
            <Input {...props} placeholder="/shop/listing?category=…" maxLength={1000} {...register('link')} />
          )}
        </Field>
        <Button
          type="submit"
          className="justify-self-start"
          disabled={uploading !== null || isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? 'Adding…' : 'Add Banner'}
        </Button>
      </form>
      <BannerList />
    </section>
  );
}

function BannerList() {
  const banners = useBanners();
  const remove = useCatalogMutation(deleteBanner);
  const [target, setTarget] = useState<Banner | null>(null);
  const [confirming, setConfirming] = useState(false);

  const confirm = () => {
    if (!target) return;
    remove.mutate(target._id, {
      onSuccess: (res) => toast({ title: res.message }),
      onError: (error) => toast({ title: error.message, variant: 'destructive' }),
      onSettled: () => setConfirming(false),
    });
  };

  if (banners.isPending)
    return (
      <div className="grid gap-4" aria-label="Loading banners" role="status">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (banners.isError) return <p className="text-sm text-red-800">Could not load the banners.</p>;

  const list = banners.data;
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold text-ink">
        Current banners <span className="font-sans text-sm font-normal text-muted">({list.length})</span>
      </h3>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-muted">
          No banners yet. The home page shows a placeholder until you add one.
        </p>
      ) : (
        <ul aria-label="Banners" className="grid gap-4">
          {list.map((banner, index) => (
            <li
              key={banner._id}
              className="grid gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-[3fr_1fr_auto] sm:items-center"
            >
              <figure className="grid gap-1">
                <img
                  src={mediaAt(banner.imageDesktop, 800)}
                  alt={`Banner ${index + 1}, desktop: ${banner.alt || 'no alt text'}`}
                  loading="lazy"
                  style={{ aspectRatio: '1920 / 600' }}
                  className="w-full rounded-sm bg-stone-100 object-cover"
                />
                <figcaption className="text-xs text-muted">
                  Desktop · {banner.alt ? `“${banner.alt}”` : 'No alt text'}
                  {banner.link ? ` · leads to ${banner.link}` : ''}
                </figcaption>
              </figure>
              <figure className="grid max-w-48 gap-1">
                <img
                  src={mediaAt(banner.imageMobile, 400)}
                  alt={`Banner ${index + 1}, mobile: ${banner.alt || 'no alt text'}`}
                  loading="lazy"
                  style={{ aspectRatio: '768 / 600' }}
                  className="w-full rounded-sm bg-stone-100 object-cover"
                />
                <figcaption className="text-xs text-muted">Mobile</figcaption>
              </figure>
              <Button
                variant="destructive"
                size="sm"
                className="justify-self-start"
                onClick={() => {
                  setTarget(banner);
                  setConfirming(true);
                }}
              >
                <Trash2 aria-hidden="true" />
                Delete<span className="sr-only"> banner {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(false);
        }}
        title="Delete this banner?"
        description="It disappears from the home page slider at once."
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
