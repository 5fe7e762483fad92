import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

interface ServiceSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The services' search box, filled with what was typed on the home screen and editable here. */
export function ServiceSearchField({ value, onChange }: ServiceSearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 and to jsdom
    <div role="search" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {t('services.search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          maxLength={100}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
