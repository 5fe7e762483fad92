import type { Complaint } from '@limpa/contracts';
import { COMPLAINT_PHOTOS_MAX, COMPLAINT_WINDOW_HOURS } from '@limpa/domain';
import { AppError, conflict } from '../../lib/app-error';
import type { ComplaintRow } from './complaints.repository';

/** Where a complaint's photo is served (to the booking's customer and cleaner, and admins). */
export const complaintPhotoUrl = (bookingId: string, photoId: string) =>
  `/api/v1/bookings/${bookingId}/complaint/photos/${photoId}`;

export function toComplaint(row: ComplaintRow, photos: { id: string }[]): Complaint {
  return {
    id: row.id,
    bookingId: row.bookingId,
    reason: row.reason,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    decision: row.decision,
    refundCents: row.refundCents,
    recleanBookingId: row.recleanBookingId,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    photos: photos.map((p) => ({ id: p.id, url: complaintPhotoUrl(row.bookingId, p.id) })),
  };
}

export const complaintWindowClosed = () =>
  new AppError(
    422,
    'complaint_window_closed',
    'Complaint not sent',
    `A complaint can be made within ${COMPLAINT_WINDOW_HOURS} hours of the cleaning being completed.`,
  ).withDetailVars({ hours: COMPLAINT_WINDOW_HOURS });

export const complaintNotCompleted = () =>
  new AppError(
    422,
    'complaint_not_completed',
    'Complaint not sent',
    'Only a completed cleaning can be complained about.',
  );

export const complaintExists = () =>
  conflict('This booking already has a complaint.', 'Complaint already made', 'complaint_exists');

/** Nothing to answer, add to or decide: a conflict with the booking's state, as a missing reschedule request is. */
export const complaintNotFound = () =>
  conflict('This booking has no complaint to act on.', 'No complaint', 'no_complaint');

export const complaintAlreadyAnswered = () =>
  conflict('You already answered this complaint.', 'Already answered', 'complaint_already_answered');

export const complaintDecided = () =>
  conflict('This complaint was already decided.', 'Complaint already decided', 'complaint_decided');

export const tooManyComplaintPhotos = () =>
  conflict(
    `A complaint can carry up to ${COMPLAINT_PHOTOS_MAX} photos.`,
    'Too Many Photos',
    'complaint_photos_limit',
  ).withDetailVars({ max: COMPLAINT_PHOTOS_MAX });
