import { MIN_TIP_CENTS, TIP_WINDOW_DAYS } from '@limpa/domain';
import { AppError, conflict } from '../../lib/app-error';
import { sayDetailVars } from '../../lib/problem-translation';

/** The refusals of POST /bookings/:id/tip (docs/product-rules.md#tips), each with its problem code. */

export const tipNotCompleted = () =>
  conflict(
    'You can leave a tip once the cleaning is completed.',
    'Tip Not Possible Yet',
    'tip_not_completed',
  );

/** The window's length is the domain's rule, said in every language (docs/product-rules.md#tips). */
export const tipWindowClosed = () =>
  conflict(
    `A tip can be left up to ${TIP_WINDOW_DAYS} days after the cleaning is completed.`,
    'Tip Window Closed',
    'tip_window_closed',
  ).withDetailVars({ days: TIP_WINDOW_DAYS });

export const alreadyTipped = () =>
  conflict('You have already tipped for this cleaning.', 'Already Tipped', 'already_tipped');

export function tipOutOfRange(totalCents: number, currency: string) {
  const vars = {
    min: { amountCents: MIN_TIP_CENTS, currency },
    max: { amountCents: totalCents, currency },
  };
  const said = sayDetailVars('en', vars);
  return new AppError(
    422,
    'tip_out_of_range',
    'Tip Amount Not Allowed',
    `A tip must be from ${said.min} to ${said.max}, the total of this booking.`,
  ).withDetailVars(vars);
}

/** The card was declined (or could not be charged): nothing was taken, and the customer may try again. */
export const tipDeclined = () =>
  new AppError(
    402,
    'tip_declined',
    'Tip Not Taken',
    'The card was declined, so no tip was taken. You can try again.',
  );
