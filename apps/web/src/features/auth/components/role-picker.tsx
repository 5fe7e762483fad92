import { Check, House, Sparkles } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/components/icon-badge';
import type { SignUpRole } from '../api/sign-up';

interface RolePickerProps {
  value: SignUpRole;
  onChange: (role: SignUpRole) => void;
  name?: string;
}

/** Two large radio cards: "Book Services" (customer) or "Provide Services" (cleaner). */
export function RolePicker({ value, onChange, name }: RolePickerProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const options = [
    {
      value: 'customer' as const,
      icon: House,
      title: t('auth.signUp.customerTitle'),
      description: t('auth.signUp.customerDescription'),
    },
    {
      value: 'cleaner' as const,
      icon: Sparkles,
      title: t('auth.signUp.cleanerTitle'),
      description: t('auth.signUp.cleanerDescription'),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <span id={legendId} className="font-medium text-sm">
        {t('auth.signUp.roleLegend')}
      </span>
      <RadioGroup.Root
        aria-labelledby={legendId}
        value={value}
        name={name}
        onValueChange={(next) => onChange(next as SignUpRole)}
        className="grid grid-cols-2 gap-3"
      >
        {options.map((option) => {
          const titleId = `${legendId}-${option.value}-title`;
          const descriptionId = `${legendId}-${option.value}-description`;
          const Icon = option.icon;
          return (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              aria-labelledby={titleId}
              aria-describedby={descriptionId}
              className="group relative flex min-h-32 flex-col items-start gap-2 rounded-2xl border-2 border-border bg-card p-4 text-left transition-[border-color,background-color,box-shadow] hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 data-[state=checked]:border-primary data-[state=checked]:bg-brand-50 data-[state=checked]:shadow-sm"
            >
              <IconBadge
                icon={Icon}
                className="size-10 rounded-xl bg-muted text-muted-foreground transition-colors group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground"
              />
              <span id={titleId} className="font-semibold text-[0.9375rem] leading-tight">
                {option.title}
              </span>
              <span id={descriptionId} className="text-muted-foreground text-xs leading-snug">
                {option.description}
              </span>
              <span className="absolute top-3 right-3 flex size-5 items-center justify-center rounded-full border-2 border-input bg-card transition-colors group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary">
                <RadioGroup.Indicator>
                  <Check aria-hidden strokeWidth={3} className="size-3 text-primary-foreground" />
                </RadioGroup.Indicator>
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
