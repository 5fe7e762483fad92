import { AppError, conflict, unprocessable } from '../../lib/app-error';

/** Sign-up without the terms box ticked: nothing is written (decision 068). */
export const termsNotAcceptedAtSignUp = () =>
  unprocessable(
    'Terms Not Accepted',
    'To create an account, accept the Terms of Service and the Privacy Policy.',
    'terms_not_accepted',
  );

/** A write by someone who has not accepted the terms in force yet; the app shows them the new terms. */
export const termsNotAccepted = () =>
  new AppError(
    403,
    'terms_not_accepted',
    'Terms Not Accepted',
    'Our Terms of Service or Privacy Policy have changed. Read and accept them to continue.',
  ).withDetailVars({}, 'detail_updated');

/** An acceptance of versions that are no longer the ones in force (the page was opened before a new one). */
export const termsVersionOutdated = () =>
  conflict(
    'A newer version of the Terms of Service or the Privacy Policy has been published. Reload the page and read it first.',
    'Terms Updated',
    'terms_version_outdated',
  );
