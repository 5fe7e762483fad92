import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/forms/native-select';
import { JOB_SORTS, type JobsSort } from '../api/get-jobs';

/** Soonest or latest first: the server orders the pages (and their cursor) by it. */
export function SortSelect({ value, onChange }: { value: JobsSort; onChange: (value: JobsSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-muted-foreground text-sm">
        {t('cleanerJobs.sort.label')}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value === 'latest' ? 'latest' : 'soonest')}
        className="w-auto"
      >
        {JOB_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`cleanerJobs.sort.${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
