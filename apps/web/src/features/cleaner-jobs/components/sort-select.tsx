import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/forms/labelled-select';
import { JOB_SORTS, type JobsSort } from '../api/get-jobs';

/** Soonest or latest first: the server orders the pages (and their cursor) by it. */
export function SortSelect({ value, onChange }: { value: JobsSort; onChange: (value: JobsSort) => void }) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      inline
      label={t('cleanerJobs.sort.label')}
      value={value}
      onChange={(next) => onChange(next === 'latest' ? 'latest' : 'soonest')}
    >
      {JOB_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {t(`cleanerJobs.sort.${sort}`)}
        </option>
      ))}
    </LabelledSelect>
  );
}
