import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { JOB_STATUS_FILTERS, type JobStatusFilter } from '../api/get-jobs';

interface StatusFilterProps {
  value: JobStatusFilter;
  onChange: (value: JobStatusFilter) => void;
}

/** All, Pending, Confirmed, Completed, Cancelled as a row of toggle chips (the list filters on the server). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="mb-2 p-0 font-medium text-muted-foreground text-sm">
        {t('cleanerJobs.filter.label')}
      </legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
        {JOB_STATUS_FILTERS.map((status) => {
          const active = status === value;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(status)}
              className={cn(
                'inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
                active
                  ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                  : 'border-input bg-card text-foreground hover:bg-muted',
              )}
            >
              {t(`cleanerJobs.filter.${status}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
