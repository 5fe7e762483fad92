import { ROOM_COUNT_MAX } from '@limpa/contracts';
import {
  changeExtraRoom,
  EXTRA_ROOM_TYPES,
  type ExtraRoomType,
  isPropertyConfiguration,
  PROPERTY_CONFIGURATIONS,
  type PropertyRoom,
  roomCount,
} from '@limpa/domain';
import { type LucideIcon, Minus, Plus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioGroupCard } from '@/components/ui/radio-group';
import { formatRooms } from '../address-format';
import { applyConfiguration, configurationOf } from '../address-schemas';

interface RoomConfiguratorProps {
  rooms: PropertyRoom[];
  onChange: (rooms: PropertyRoom[]) => void;
}

/**
 * T1–T4 set the bedrooms plus one living room, kitchen and bathroom (docs/product-rules.md#addresses); extra
 * rooms change one at a time and disappear at 0.
 */
export function RoomConfigurator({ rooms, onChange }: RoomConfiguratorProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const configuration = configurationOf(rooms);
  const summary = formatRooms(rooms, t);

  return (
    <div className="flex flex-col gap-6">
      <LabelledGroup label={t('addresses.form.configuration')}>
        {(labelId) => (
          <>
            <RadioGroup
              aria-labelledby={labelId}
              aria-describedby={hintId}
              value={configuration ?? ''}
              onValueChange={(value) => {
                if (isPropertyConfiguration(value)) onChange(applyConfiguration(rooms, value));
              }}
              className="grid-cols-4 gap-2"
            >
              {PROPERTY_CONFIGURATIONS.map((option) => (
                <RadioGroupCard key={option} value={option} className="min-h-16 flex-col gap-0.5 px-1">
                  <span className="text-base">{t(`addresses.configurations.${option}`)}</span>{' '}
                  <span className="font-normal text-muted-foreground text-xs group-data-[state=checked]:text-brand-800">
                    {t(`addresses.configurations.${option}Description`)}
                  </span>
                </RadioGroupCard>
              ))}
            </RadioGroup>
            <p id={hintId} className="text-muted-foreground text-xs">
              {t('addresses.form.configurationHint')}
            </p>
          </>
        )}
      </LabelledGroup>

      <LabelledGroup label={t('addresses.form.extraRooms')}>
        {(labelId) => (
          <ul
            aria-labelledby={labelId}
            className="flex flex-col divide-y divide-border/70 rounded-xl border border-border"
          >
            {EXTRA_ROOM_TYPES.map((type) => (
              <ExtraRoomStepper
                key={type}
                type={type}
                count={roomCount(rooms, type)}
                onStep={(delta) => onChange(changeExtraRoom(rooms, type, delta))}
              />
            ))}
          </ul>
        )}
      </LabelledGroup>

      <p className="rounded-xl bg-muted px-4 py-3 text-sm">
        {summary ? t('addresses.form.roomsSummary', { rooms: summary }) : t('addresses.form.noRooms')}
      </p>
    </div>
  );
}

interface ExtraRoomStepperProps {
  type: ExtraRoomType;
  count: number;
  onStep: (delta: 1 | -1) => void;
}

function ExtraRoomStepper({ type, count, onStep }: ExtraRoomStepperProps) {
  const { t } = useTranslation();
  const label = t(`addresses.extraRooms.${type}.label`);
  const canRemove = count > 0;
  const canAdd = count < ROOM_COUNT_MAX;
  return (
    <li className="flex items-center justify-between gap-3 py-2 pr-2 pl-4">
      <span aria-hidden className="text-sm">
        {label}
      </span>
      <div className="flex items-center gap-1">
        <StepButton
          icon={Minus}
          label={t(`addresses.extraRooms.${type}.remove`)}
          enabled={canRemove}
          onStep={() => onStep(-1)}
        />
        <output aria-live="polite" className="w-6 text-center font-semibold tabular-nums">
          <span className="sr-only">{label}: </span>
          {count}
        </output>
        <StepButton
          icon={Plus}
          label={t(`addresses.extraRooms.${type}.add`)}
          enabled={canAdd}
          onStep={() => onStep(1)}
        />
      </div>
    </li>
  );
}

/** − or +; aria-disabled rather than disabled, so focus stays on the button that reached the limit. */
function StepButton({
  icon: Icon,
  label,
  enabled,
  onStep,
}: {
  icon: LucideIcon;
  label: string;
  enabled: boolean;
  onStep: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label={label}
      aria-disabled={!enabled || undefined}
      onClick={() => enabled && onStep()}
    >
      <Icon aria-hidden />
    </Button>
  );
}

/** A control named by a visible label above it (a radio group, a list of steppers). */
function LabelledGroup({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="font-medium text-sm">
        {label}
      </span>
      {children(labelId)}
    </div>
  );
}
