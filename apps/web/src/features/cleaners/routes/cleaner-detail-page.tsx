import '../cleaners-strings';
import { CalendarCheck, MapPin, MessageSquareText, UserRoundX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { SkeletonBars, SkeletonMedia } from '@/components/skeleton-bars';
import { TitledCard } from '@/components/titled-card';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { VerifiedBadge } from '@/components/verified-badge';
import { useCleaner } from '@/lib/api/get-cleaner';
import { isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { serviceName } from '@/lib/booking-names';
import { dashboardPathForRole } from '@/lib/role-paths';
import { toast } from '@/lib/toast';
import { formatHourlyRate, formatMonthYear } from '../cleaner-rate-format';
import { AvailabilityList } from '../components/availability-list';
import { bookPath } from '../components/cleaner-list-card';
import { CleanerRating } from '../components/cleaner-rating';
import { FavoriteButton } from '../components/favorite-button';
import { PageBackLink } from '../components/page-back-link';
import { ReviewItem } from '../components/review-item';
import { ReviewsDialog } from '../components/reviews-dialog';

const CLEANERS_LIST = '/customer/service-providers';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard
      title={title}
      className="text-card-foreground"
      titleClassName="px-5 pt-5 font-semibold text-base leading-tight tracking-tight sm:px-6 sm:pt-6"
    >
      <CardContent className="p-5 pt-3 sm:p-6 sm:pt-3">{children}</CardContent>
    </TitledCard>
  );
}

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      <Card className="flex flex-col gap-4 p-5">
        <SkeletonMedia
          media="size-20 rounded-full"
          className="flex items-start gap-4"
          barsClassName="flex flex-1 flex-col gap-2.5 pt-1"
          bars={['h-6 w-3/5', 'h-4 w-1/3', 'h-4 w-2/5']}
        />
        <SkeletonBars
          className="flex items-center justify-between border-border/70 border-t pt-4"
          bars={['h-9 w-20', 'h-12 w-32 rounded-xl']}
        />
      </Card>
      {[0, 1, 2].map((i) => (
        <Card key={i} className="p-5">
          <SkeletonBars className="flex flex-col gap-3" bars={['h-4 w-24', 'h-3.5 w-full', 'h-3.5 w-4/5']} />
        </Card>
      ))}
    </div>
  );
}

/**
 * A cleaner's public profile (any signed-in role): who they are, rating, rate, services, about, weekly
 * availability and reviews. Customers also get the favourite heart and Book Now.
 */
export function CleanerDetailPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { role, user } = useAuth();
  const { cleanerId = '' } = useParams();
  const cleaner = useCleaner(cleanerId);
  const isCustomer = role === 'customer';
  // Customers may report a review, and so may the cleaner it is about (the server holds both rules).
  const canReport = isCustomer || (role === 'cleaner' && user?.id === cleanerId);
  // A cleaner or admin has no cleaners list; their own dashboard is the way back.
  const listPath = isCustomer || role === null ? CLEANERS_LIST : dashboardPathForRole(role);

  const notFound = isApiError(cleaner.error) && cleaner.error.status === 404;
  const failed = cleaner.isError && !notFound && !cleaner.data;
  useEffect(() => {
    if (!failed) return;
    toast.error(t('cleaners.profile.loadFailed'), { id: 'cleaner-profile-load' });
    navigate(listPath, { replace: true });
  }, [failed, listPath, navigate, t]);

  const data = cleaner.data;
  const pageName = data?.fullName ?? (notFound ? t('cleaners.profile.notFound') : t('pages.cleanerDetail'));

  return (
    <div className="flex flex-col gap-4">
      <title>{t('common.pageTitle', { page: pageName, brand })}</title>
      <div>
        <PageBackLink fallback={listPath} />
      </div>

      {notFound ? (
        <EmptyState
          titleAs="h1"
          icon={UserRoundX}
          title={t('cleaners.profile.notFound')}
          body={t('cleaners.profile.notFoundBody')}
          action={
            <Button asChild>
              <Link to={listPath}>{t('cleaners.profile.backToCleaners')}</Link>
            </Button>
          }
        />
      ) : !data ? (
        <ProfileSkeleton />
      ) : (
        <>
          <Card className="flex flex-col gap-4 p-5">
            <div className="flex items-start gap-4">
              <Avatar name={data.fullName} src={data.avatarUrl} className="size-20 text-xl" />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <h1 className="font-bold text-2xl leading-tight tracking-tight">{data.fullName}</h1>
                {data.verified ? <VerifiedBadge /> : null}
                {data.city ? (
                  <p className="flex items-center gap-1 text-muted-foreground text-sm">
                    <MapPin aria-hidden className="size-4 shrink-0" />
                    {data.city}
                  </p>
                ) : null}
                <CleanerRating averageRating={data.averageRating} reviewCount={data.reviewCount} />
              </div>
              {isCustomer ? (
                <FavoriteButton userId={data.userId} isFavorite={data.isFavorite} className="-mt-1 -mr-1.5" />
              ) : null}
            </div>
            <div className="flex items-center justify-between gap-3 border-border/70 border-t pt-4">
              <div>
                <p className="text-muted-foreground text-xs">{t('cleaners.profile.hourlyRate')}</p>
                <p className="font-bold text-2xl tabular-nums">
                  <span aria-hidden>{t('cleaners.perHour', { amount: formatHourlyRate(data) })}</span>
                  <span className="sr-only">
                    {t('cleaners.perHourLabel', { amount: formatHourlyRate(data) })}
                  </span>
                </p>
              </div>
              {isCustomer ? (
                <Button asChild size="lg">
                  <Link to={bookPath(data.userId)}>
                    <CalendarCheck aria-hidden />
                    {t('cleaners.bookNow')}
                  </Link>
                </Button>
              ) : null}
            </div>
            <p className="text-muted-foreground text-xs">
              {[
                t('cleaners.profile.memberSince', { date: formatMonthYear(data.memberSince) }),
                data.transportType ? t(`cleaners.profile.transport.${data.transportType}`) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </Card>

          <Section title={t('cleaners.profile.services')}>
            {data.servicesOffered.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {data.servicesOffered.map((service) => (
                  <li key={service}>
                    <Badge variant="secondary" className="px-3 py-1 font-medium text-sm">
                      {serviceName(t, service)}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground text-sm">{t('cleaners.profile.noServices')}</p>
            )}
          </Section>

          <Section title={t('cleaners.profile.about')}>
            <p className={data.bio ? 'whitespace-pre-line text-sm' : 'text-muted-foreground text-sm'}>
              {data.bio || t('cleaners.profile.noBio')}
            </p>
          </Section>

          <Section title={t('cleaners.profile.availability')}>
            <AvailabilityList availability={data.availability} />
          </Section>

          <Section title={t('cleaners.profile.reviews')}>
            {data.reviews.length === 0 ? (
              <div className="flex items-start gap-3 text-muted-foreground text-sm">
                <MessageSquareText aria-hidden className="mt-0.5 size-5 shrink-0" />
                <p>{t('cleaners.profile.noReviews')}</p>
              </div>
            ) : (
              <div className="flex flex-col gap-3">
                <ul className="-mt-3 flex flex-col divide-y divide-border/70">
                  {data.reviews.map((review) => (
                    <li key={review.id}>
                      <ReviewItem review={review} canReport={canReport} />
                    </li>
                  ))}
                </ul>
                {data.reviewCount > data.reviews.length ? (
                  <ReviewsDialog
                    userId={data.userId}
                    name={data.fullName}
                    reviewCount={data.reviewCount}
                    canReport={canReport}
                  />
                ) : null}
              </div>
            )}
          </Section>
        </>
      )}
    </div>
  );
}
