import { CLEANER_DOCUMENT_MAX_BYTES } from '@limpa/domain';
import { AppError } from '../../lib/app-error';

const MAX_MB = CLEANER_DOCUMENT_MAX_BYTES / 1024 / 1024;

export const documentInvalidFile = () =>
  new AppError(
    415,
    'document_invalid_file',
    'Invalid File',
    'Please select a JPEG, PNG or WebP image, or a PDF.',
  );

export const documentTooLarge = () =>
  new AppError(
    413,
    'document_too_large',
    'File Too Large',
    `Please select a file smaller than ${MAX_MB} MB.`,
  ).withDetailVars({ megabytes: MAX_MB });

export const documentAlreadyApproved = () =>
  new AppError(
    409,
    'document_already_approved',
    'Already Approved',
    'This document is already approved. To change it, contact support.',
  );

/** A decision on a document that is no longer waiting: decided by another admin, or replaced by the cleaner. */
export const documentAlreadyReviewed = () =>
  new AppError(
    409,
    'document_already_reviewed',
    'Conflict',
    'This document was already reviewed or replaced. Please refresh.',
  );

/** A forged, altered or expired file link: the same answer for each, so a guess learns nothing. */
export const documentLinkInvalid = () =>
  new AppError(
    403,
    'document_link_invalid',
    'Link Expired',
    'This link is invalid or has expired. Open the document again from the queue.',
  );

export const identityNotVerified = () =>
  new AppError(
    422,
    'identity_not_verified',
    'Identity Not Verified',
    "This cleaner's identity document is not approved yet. Review it in Documents before approving the cleaner.",
  );
