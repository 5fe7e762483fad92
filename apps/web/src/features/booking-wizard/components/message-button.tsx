import { MessageCircle } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * Messages belong to a booking (docs/product-rules.md#messages), and in the wizard there is none yet: a
 * disabled button whose tooltip says when messaging opens, on hover, keyboard focus and tap (the wrapper
 * takes focus and taps, since a disabled button gets neither). Once the request is sent, My bookings' Message
 * opens the conversation.
 */
export function MessageButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hintId = useId();
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap opens the hint on touch screens, where tooltips do not hover */}
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled button takes no focus, so its wrapper carries the hint for keyboard users
            tabIndex={0}
            aria-describedby={hintId}
            onClick={() => setOpen((value) => !value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
            className="inline-flex rounded-xl focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            <Button variant="outline" size="sm" disabled tabIndex={-1}>
              <MessageCircle aria-hidden />
              {t('bookingWizard.cleaners.message')}
            </Button>
          </span>
        </Tooltip.Trigger>
        <span id={hintId} className="sr-only">
          {t('bookingWizard.cleaners.messageAfterRequest')}
        </span>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-50 rounded-lg bg-foreground px-3 py-1.5 font-medium text-background text-xs shadow-float data-[state=delayed-open]:animate-fade-in"
          >
            {t('bookingWizard.cleaners.messageAfterRequest')}
            <Tooltip.Arrow className="fill-foreground" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
