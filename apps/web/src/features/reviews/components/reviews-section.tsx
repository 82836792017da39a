import { lazy, Suspense, useState } from 'react';
import { ExternalLink, MessageSquarePlus, QrCode } from 'lucide-react';
import { REVIEW_MESSAGES } from '@resham/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { useGoogleReviewUrl, useShopReviews } from '../api';
import { WriteReviewButton } from './write-review-button';

// Embla and qrcode stay out of the page's first load: each arrives when it is needed.
const ReviewsCarousel = lazy(() => import('./reviews-carousel'));
const loadQrDialog = () => import('./google-qr-dialog');
const GoogleQrDialog = lazy(loadQrDialog);

/** 'What Our Customers Say' on the home page (spec §2 Reviews section). */
export function ReviewsSection() {
  const { user } = useSession();
  const reviews = useShopReviews();
  const googleUrl = useGoogleReviewUrl();
  const [qrOpen, setQrOpen] = useState(false);
  const [qrWanted, setQrWanted] = useState(false);

  return (
    <section aria-labelledby="reviews-heading" className="py-14 md:py-20">
      <div className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-10 px-4 md:px-8">
        <header className="grid grid-cols-1 justify-items-center gap-3 text-center">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">Reviews</p>
          <h2 id="reviews-heading" className="text-3xl font-semibold text-maroon-900 md:text-4xl">
            What Our Customers Say
          </h2>
          <span aria-hidden="true" className="h-0.5 w-16 rounded-full bg-gold-500" />
        </header>

        {reviews.isPending ? (
          <div role="status" className="grid grid-cols-1 gap-6">
            <p className="text-center text-muted">{REVIEW_MESSAGES.loading}</p>
            <CardSkeletons />
          </div>
        ) : reviews.isError ? (
          <p role="alert" className="text-center text-red-700">
            {REVIEW_MESSAGES.loadFailed}
          </p>
        ) : reviews.data.length === 0 ? (
          <p className="text-center text-lg text-muted">{REVIEW_MESSAGES.empty}</p>
        ) : (
          <Suspense fallback={<CardSkeletons />}>
            <ReviewsCarousel reviews={reviews.data} />
          </Suspense>
        )}

        <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {user ? (
            <WriteReviewButton user={user}>
              <MessageSquarePlus aria-hidden="true" />
              Share Your Experience
            </WriteReviewButton>
          ) : null}
          {googleUrl ? (
            <>
              <a
                href={googleUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'lg')}
              >
                <ExternalLink aria-hidden="true" />
                Review us on Google
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <Button
                variant="ghost"
                size="lg"
                onPointerEnter={() => void loadQrDialog().catch(() => undefined)}
                onClick={() => {
                  setQrWanted(true);
                  setQrOpen(true);
                }}
              >
                <QrCode aria-hidden="true" />
                Show QR code
              </Button>
            </>
          ) : null}
        </div>
        {qrWanted && googleUrl ? (
          <Suspense fallback={null}>
            <GoogleQrDialog open={qrOpen} onOpenChange={setQrOpen} url={googleUrl} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

function CardSkeletons() {
  return (
    <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className={
            i === 0
              ? 'grid grid-cols-1 gap-4 rounded-xl bg-white p-6'
              : i === 1
                ? 'hidden gap-4 rounded-xl bg-white p-6 md:grid'
                : 'hidden gap-4 rounded-xl bg-white p-6 lg:grid'
          }
        >
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-4 h-5 w-32" />
        </div>
      ))}
    </div>
  );
}
