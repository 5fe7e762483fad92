import { useSearchParams } from 'react-router';

/**
 * An admin queue's state in the URL, so a filtered queue or an opened item can be shared. A filter's change
 * replaces the history entry; opening or closing the item (`openParam`) adds one, so Back closes it.
 */
export function useQueueParams(openParam: string) {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | null) =>
    setParams(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name !== openParam },
    );
  return { params, setParam };
}
