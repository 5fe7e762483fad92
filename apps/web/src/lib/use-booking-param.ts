import { useLocation, useNavigate, useSearchParams } from 'react-router';

interface DetailState {
  /** The detail was opened from the list, so closing it goes back one history entry. */
  openedFromList?: boolean;
}

/**
 * The booking whose detail is open, in `?booking=<id>` (so a link can open it). Opening from a list adds
 * a history entry, so closing (or the back button) returns to the list; closing a linked detail just
 * drops the parameter.
 */
export function useBookingParam() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();

  const openBooking = (id: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('booking', id);
    void navigate({ search: `?${params}` }, { state: { openedFromList: true } satisfies DetailState });
  };

  const closeBooking = () => {
    if ((location.state as DetailState | null)?.openedFromList) {
      void navigate(-1);
      return;
    }
    setSearchParams(
      (params) => {
        params.delete('booking');
        return params;
      },
      { replace: true },
    );
  };

  return { bookingId: searchParams.get('booking'), openBooking, closeBooking };
}
