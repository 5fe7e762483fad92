import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cleanerIdFrom, wizardTrailFrom } from './router-state';
import { firstInvalidStepBefore, parseStep, type WizardState, type WizardStep } from './wizard-steps';

interface WizardNavigationOptions {
  state: WizardState;
  /** The addresses are still loading: the steps cannot be judged yet. */
  addressesPending: boolean;
  /** The customer has addresses but the default one is not chosen yet. */
  choosingDefaultAddress: boolean;
  /** A step whose choice was found stale (use-stale-draft.ts): no step after it may be shown until it is. */
  fallbackStep: WizardStep | null;
  /** The fallback step is shown: it holds no longer. */
  onFallbackReached: () => void;
}

/**
 * The wizard's step lives in `?step=`, with the steps behind it in router state, so the browser's back
 * button steps back too. A deep link (or a forward button) never skips a step whose check fails; each
 * step, nor a step after one whose resumed choice went stale; each step, when shown, focuses its heading (`headingRef`) and scrolls to the top. A cleaner passed in router
 * state (not via /book-service) is put in `?cleaner=` too.
 */
export function useWizardNavigation({
  state,
  addressesPending,
  choosingDefaultAddress,
  fallbackStep,
  onFallbackReached,
}: WizardNavigationOptions) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const step = parseStep(searchParams.get('step'));
  const trail = wizardTrailFrom(location.state);
  // Links that pass the cleaner in router state (not via /book-service) still get ?cleaner=.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state the wizard was opened with
  useEffect(() => {
    const fromState = cleanerIdFrom(location.state);
    if (searchParams.get('cleaner')?.trim() || !fromState) return;
    const params = new URLSearchParams(searchParams);
    params.set('cleaner', fromState);
    navigate({ search: `?${params}` }, { replace: true, state: location.state });
  }, []);

  /** Set while a history pop is on its way, so the deep-link guard does not navigate as well. */
  const poppingHistory = useRef(false);

  const goToStep = (target: WizardStep, options: { replace?: boolean } = {}) => {
    if (target === step) return;
    const params = new URLSearchParams(searchParams);
    if (target === 1) params.delete('step');
    else params.set('step', String(target));
    const search = params.size > 0 ? `?${params}` : '';
    if (target > step && !options.replace) {
      navigate({ search }, { state: { wizardTrail: [...trail, step] } });
      return;
    }
    const index = trail.lastIndexOf(target);
    if (target < step && !options.replace && index >= 0) {
      // The earlier step is behind us in history: pop back to it, like the browser's back button.
      poppingHistory.current = true;
      navigate(index - trail.length);
      return;
    }
    navigate({ search }, { replace: true, state: { wizardTrail: trail.filter((s) => s < target) } });
  };

  const lastLocationKey = useRef(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: goToStep is recreated every render
  useEffect(() => {
    if (lastLocationKey.current !== location.key) {
      lastLocationKey.current = location.key;
      poppingHistory.current = false;
    }
    if (fallbackStep !== null && step <= fallbackStep) onFallbackReached();
    if (poppingHistory.current || step === 1 || addressesPending) return;
    // The default address is about to be chosen: judge the steps once it is.
    if (choosingDefaultAddress) return;
    // One navigation to the earliest step that needs a choice (two in a row would race each other).
    const invalid = firstInvalidStepBefore(step, state);
    const stale = fallbackStep !== null && fallbackStep < step ? fallbackStep : null;
    const target = invalid !== null && stale !== null ? Math.min(invalid, stale) : (invalid ?? stale);
    if (target !== null) goToStep(target as WizardStep, { replace: true });
  }, [location.key, step, state, addressesPending, choosingDefaultAddress, fallbackStep]);

  // The sticky action bar must not hide whatever gets focus or is scrolled to (WCAG 2.4.11).
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '11rem';
    return () => {
      root.style.scrollPaddingBottom = previous;
    };
  }, []);

  // Each step announces itself: focus its heading and show it from the top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step]);

  const goBack = () => {
    if (step > 1) {
      goToStep((step - 1) as WizardStep);
      return;
    }
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/dashboard');
  };

  return { step, goToStep, goBack, headingRef };
}
