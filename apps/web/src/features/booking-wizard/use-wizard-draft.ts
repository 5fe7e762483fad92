import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { linkedServiceFrom, PREFILL_PARAMS, prefillFrom, serviceIdFrom } from './router-state';
import { clearDraft, readDraft, writeDraft } from './wizard-draft';
import { INITIAL_WIZARD_STATE, type WizardState } from './wizard-steps';

/**
 * The wizard's state, started from the tab's draft (wizard-draft.ts) and then from the URL's pre-fill (a
 * rebooking, an address just added), and written back to the draft on every change. The pre-fill is taken
 * out of the URL once read (a `service` key too, chosen by use-linked-service.ts): the draft holds it from then on, so a reload after a later change keeps that
 * change instead of going back to what the link said. `restored` is the state the wizard resumed with, when
 * a draft was found: its choices may be stale (use-stale-draft.ts).
 */
export function useWizardDraft(userId: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => {
    const draft = readDraft(userId);
    const prefill = prefillFrom(searchParams);
    const state: WizardState = { ...INITIAL_WIZARD_STATE, ...draft, ...prefill };
    // Another address (one just added): the time and cleaner were chosen for the old one, as on step 2.
    if (draft?.addressId && prefill.addressId && prefill.addressId !== draft.addressId) {
      state.time = null;
      state.cleanerId = null;
    }
    // Opened from a service: that service, whatever the draft had.
    state.serviceId = serviceIdFrom(location.state) ?? state.serviceId;
    return { state, restored: draft ? state : null, linkedService: linkedServiceFrom(searchParams) };
  });
  const [state, setState] = useState<WizardState>(initial.state);

  useEffect(() => writeDraft(userId, state), [userId, state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the URL the wizard was opened with
  useEffect(() => {
    const params = new URLSearchParams(searchParams);
    for (const key of PREFILL_PARAMS) params.delete(key);
    if (params.size === searchParams.size) return;
    navigate({ search: params.size > 0 ? `?${params}` : '' }, { replace: true, state: location.state });
  }, []);

  return {
    state,
    setState,
    restored: initial.restored,
    /** The catalogue key a link named (`?service=`), to choose once the catalogue is known. */
    linkedService: initial.linkedService,
    clearDraft: () => clearDraft(userId),
  };
}
