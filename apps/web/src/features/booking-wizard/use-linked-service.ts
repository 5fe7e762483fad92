import type { Service } from '@limpa/contracts';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { DEFAULT_SERVICE_PARAM } from './router-state';
import type { WizardState } from './wizard-steps';

/**
 * Chooses the service a link named by its catalogue key (`?service=Deep%20Cleaning`, or `default`) once the
 * catalogue is loaded, as choosing it in step 1 would: its own durations, so no time yet, and only the default
 * service recurs. Once only: the customer may choose another afterwards. An unknown or hidden key leaves the
 * wizard's service as it was.
 */
export function useLinkedService(
  linked: string | null,
  services: readonly Service[] | undefined,
  setState: Dispatch<SetStateAction<WizardState>>,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !linked || !services) return;
    done.current = true;
    const service =
      linked === DEFAULT_SERVICE_PARAM
        ? services.find((s) => s.isDefault)
        : services.find((s) => s.key === linked);
    if (!service) return;
    setState((s) =>
      s.serviceId === service.id
        ? s
        : { ...s, serviceId: service.id, time: null, isRecurring: service.isDefault ? s.isRecurring : false },
    );
  }, [linked, services, setState]);
}
