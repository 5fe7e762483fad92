import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

export const SPECIAL_INSTRUCTIONS_MAX = 1000;

/** One shared value, shown on step 4 and again on step 6. */
export function SpecialInstructions({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      id={id}
      label={t('bookingWizard.instructions.label')}
      hint={t('bookingWizard.instructions.hint', { max: SPECIAL_INSTRUCTIONS_MAX })}
    >
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          value={value}
          maxLength={SPECIAL_INSTRUCTIONS_MAX}
          placeholder={t('bookingWizard.instructions.placeholder')}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
