import type { AddOn } from '@limpa/contracts';

type Alternative = NonNullable<Problem['alternatives']>[number];

import * as slotKeys from '@limpa/contracts/query-keys/slots';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, type Problem } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useCreateBooking } from './api/create-booking';
import { ANY_CLEANER, isReadyToSubmit, STEP, type WizardState, type WizardStep } from './wizard-steps';

const loadBookingSchema = () => import('@limpa/contracts/bookings');

interface SubmitBookingOptions {
  state: WizardState;
  setState: Dispatch<SetStateAction<WizardState>>;
  chosenAddOns: readonly Pick<AddOn, 'id'>[];
  /** The cleaner of `?cleaner=`, kept when another time has to be picked. */
  preselectedId: string | null;
  goToStep: (step: WizardStep) => void;
  /** The booking was placed: its draft is done with. */
  onBooked: () => void;
}

/**
 * Books the wizard's choices (one idempotency key per wizard, so a retried tap books once). A taken or
 * past time sends the customer back to pick another; maintenance (503) shows its notice on the page.
 */
export function useSubmitBooking(options: SubmitBookingOptions) {
  const { state, setState, chosenAddOns, preselectedId, goToStep, onBooked } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [maintenance, setMaintenance] = useState<string | null>(null);
  /** Nobody was free for "any available cleaner": the nearest free starts the API suggested. */
  const [alternatives, setAlternatives] = useState<Alternative[] | null>(null);

  /** Said before sending: what is missing, the card by name (the last step's only requirement). */
  const missingInformation = () =>
    toast.error(t('bookingWizard.toast.missingTitle'), {
      description:
        state.paymentMethodId === null
          ? t('bookingWizard.toast.noCardDescription')
          : t('bookingWizard.toast.missingDescription'),
    });

  /** Someone else took the time, or it has passed: pick another one from fresh free times. */
  const pickAnotherTime = (patch: Partial<WizardState>) => {
    setState((s) => ({ ...s, time: null, ...patch }));
    void queryClient.invalidateQueries({ queryKey: slotKeys.all });
    goToStep(STEP.dateTime);
  };

  const onError = (error: unknown) => {
    const failedTitle = t('bookingWizard.toast.failedTitle');
    if (isApiError(error) && error.code === 'no_cleaner_available') {
      // Stay on the review: the alert lists the suggested times, one tap picks one.
      toast.error(error.title, { description: error.detail });
      setAlternatives(error.alternatives ?? []);
    } else if (isApiError(error) && error.code === 'too_many_pending') {
      // Not about the chosen time: the customer has to wait for answers or cancel a request first.
      toast.error(error.title, { description: error.detail });
    } else if (isApiError(error) && error.status === 409 && error.code !== 'idempotency_in_use') {
      toast.error(failedTitle, { description: error.detail ?? failedTitle });
      pickAnotherTime({ cleanerId: preselectedId });
    } else if (isApiError(error) && error.status === 400 && error.code === 'time_in_past') {
      toast.error(failedTitle, { description: error.detail });
      pickAnotherTime({});
    } else if (isApiError(error) && error.status === 503) {
      setMaintenance(error.title);
      toast.error(error.title, {
        description: error.detail && error.detail !== error.title ? error.detail : undefined,
      });
    } else {
      // Any other refusal in the server's words (its language is ours); the generic text when it gave none.
      toast.error(failedTitle, {
        description: errorDescription(error, t('bookingWizard.toast.failedDescription')),
      });
    }
  };

  // A second tap while the schema loads reaches the mutation, which sends one request at a time
  // (useActionMutation).
  const submit = async () => {
    let schema: Awaited<ReturnType<typeof loadBookingSchema>>;
    try {
      schema = await loadBookingSchema();
    } catch (error) {
      // The schema's chunk could not load (offline, or a release replaced it): nothing was sent.
      onError(error);
      return;
    }
    send(schema);
  };

  // The contract's schema says which fields a booking needs; a step left incomplete is the same toast. It (and
  // zod) load when the customer books, not with the wizard's first step (docs/performance.md#lighthouse).
  const send = ({ createBookingBody }: Awaited<ReturnType<typeof loadBookingSchema>>) => {
    const instructions = state.specialInstructions.trim();
    const body = createBookingBody.safeParse({
      homeType: state.homeType ?? undefined,
      isRecurring: state.isRecurring,
      ...(state.isRecurring ? { recurrence: { everyWeeks: state.everyWeeks } } : {}),
      addressId: state.addressId ?? undefined,
      bookingDate: state.date ?? undefined,
      bookingTime: state.time ?? undefined,
      addOnIds: chosenAddOns.map((addOn) => addOn.id),
      cleanerId: state.cleanerId === ANY_CLEANER ? undefined : (state.cleanerId ?? undefined),
      paymentMethodId: state.paymentMethodId ?? undefined,
      ...(instructions ? { specialInstructions: instructions } : {}),
      ...(state.serviceId ? { serviceId: state.serviceId } : {}),
    });
    if (!isReadyToSubmit(state) || !body.success) {
      missingInformation();
      return;
    }
    setMaintenance(null);
    setAlternatives(null);
    createBooking.mutate(
      { body: body.data, idempotencyKey },
      {
        onSuccess: (booking) => {
          onBooked();
          // "Any available cleaner": the confirmation names the cleaner the request went to.
          const assigned = state.cleanerId === ANY_CLEANER ? booking.cleaner?.fullName : undefined;
          toast.success(t('bookingWizard.toast.successTitle'), {
            description: assigned
              ? t('bookingWizard.toast.assignedDescription', { name: assigned })
              : t('bookingWizard.toast.successDescription'),
          });
          navigate('/dashboard');
        },
        onError,
      },
    );
  };

  return { submit, pending: createBooking.isPending, maintenance, alternatives };
}
