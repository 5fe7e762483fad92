import '../cleaner-schedule-strings';
import { CalendarCheck, CalendarX2, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSection } from '@/components/page-section';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { formatCalendarDate, monthOf } from '@/lib/calendar-dates';
import { useQuietError } from '@/lib/use-quiet-error';
import { useMonthJobs } from '../api/get-month-jobs';
import { useUpcomingJobs } from '../api/get-upcoming-jobs';
import { JobCalendar } from '../components/job-calendar';
import { ScheduleJobCard, ScheduleJobCardSkeleton } from '../components/schedule-job-card';
import { TimeOffEditor } from '../components/time-off-editor';
import { cleanerTimeZone, countByDate, jobsOn, todayIn, weekStartFor } from '../schedule-dates';

/**
 * Cleaner Schedule (docs/product-rules.md#cleaner-screens): a month calendar marking the days with jobs
 * (every status but cancelled), the selected day's jobs, and the next 5 upcoming jobs. Dates and times are
 * each job's own local wall clock; "today" is the cleaner's.
 */
export function CleanerSchedulePage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const today = todayIn(cleanerTimeZone(profile));
  // Until the cleaner picks a day or a month, both follow today (which can change once the profile loads).
  const [picked, setSelected] = useState<string | null>(null);
  const [shownMonth, setMonth] = useState<string | null>(null);
  const selected = picked ?? today;
  const month = shownMonth ?? monthOf(today);

  const visible = useMonthJobs(month);
  const selectedMonth = useMonthJobs(monthOf(selected));
  const upcoming = useUpcomingJobs();
  useQuietError('cleaner-schedule', 'the month of jobs', visible.error ?? selectedMonth.error);
  useQuietError('cleaner-schedule', 'upcoming jobs', upcoming.error);

  const counts = useMemo(() => (visible.data ? countByDate(visible.data) : undefined), [visible.data]);
  const dayJobs = useMemo(
    () => (selectedMonth.data ? jobsOn(selectedMonth.data, selected) : []),
    [selectedMonth.data, selected],
  );
  const currentYear = today.slice(0, 4);
  const title = t('pages.cleanerSchedule');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} subtitle={t('cleanerSchedule.subtitle')} />

      <Card className="p-3 sm:p-5">
        <JobCalendar
          month={month}
          onMonthChange={setMonth}
          selected={selected}
          onSelect={setSelected}
          today={today}
          weekStartsOn={weekStartFor(profile)}
          counts={counts}
        />
        {visible.isError ? (
          <div className="mt-3">
            <LoadError
              retryLabel={t('cleanerSchedule.retry')}
              message={t('cleanerSchedule.loadFailed')}
              onRetry={() => void visible.refetch()}
            />
          </div>
        ) : null}
      </Card>

      <PageSection
        heading={
          selected === today
            ? t('cleanerSchedule.day.headingToday', { date: formatCalendarDate(selected) })
            : t('cleanerSchedule.day.heading', { date: formatCalendarDate(selected) })
        }
      >
        <div aria-live="polite" aria-busy={selectedMonth.isPending || undefined}>
          {selectedMonth.isPending ? (
            <div className="flex flex-col gap-3">
              <span className="sr-only">{t('common.loading')}</span>
              <ScheduleJobCardSkeleton />
            </div>
          ) : selectedMonth.isError ? (
            <LoadError
              retryLabel={t('cleanerSchedule.retry')}
              message={t('cleanerSchedule.loadFailed')}
              onRetry={() => void selectedMonth.refetch()}
            />
          ) : dayJobs.length === 0 ? (
            <EmptyState
              size="sm"
              icon={CalendarX2}
              title={t('cleanerSchedule.day.empty')}
              body={t('cleanerSchedule.day.emptyBody')}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {dayJobs.map((booking) => (
                <li key={booking.id}>
                  <ScheduleJobCard booking={booking} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </PageSection>

      <PageSection
        heading={t('cleanerSchedule.upcoming.heading')}
        seeAll={{ to: '/provider/jobs', label: t('cleanerSchedule.upcoming.viewAll') }}
      >
        {upcoming.isPending ? (
          <div className="flex flex-col gap-3" aria-busy>
            <span className="sr-only">{t('common.loading')}</span>
            <ScheduleJobCardSkeleton />
            <ScheduleJobCardSkeleton />
          </div>
        ) : upcoming.isError ? (
          <LoadError
            retryLabel={t('cleanerSchedule.retry')}
            message={t('cleanerSchedule.loadFailed')}
            onRetry={() => void upcoming.refetch()}
          />
        ) : upcoming.data.length === 0 ? (
          <EmptyState
            size="sm"
            icon={CalendarCheck}
            title={t('cleanerSchedule.upcoming.empty')}
            body={t('cleanerSchedule.upcoming.emptyBody')}
            action={
              <Link
                to="/provider/profile"
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary text-sm underline-offset-4 hover:underline"
              >
                {t('cleanerSchedule.upcoming.emptyAction')}
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {upcoming.data.map((booking) => (
              <li key={booking.id}>
                <ScheduleJobCard booking={booking} showDate currentYear={currentYear} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      {/* The dashboard's "Time off" shortcut leads here (#time-off), below the sticky header. */}
      <div id="time-off" className="scroll-mt-24">
        <PageSection heading={t('cleanerSchedule.timeOff.heading')}>
          <TimeOffEditor today={today} />
        </PageSection>
      </div>
    </div>
  );
}
