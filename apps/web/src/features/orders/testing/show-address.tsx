import { useLocation } from 'react-router';

/** Test helper: the router's path with its query, for a test to assert where the user landed. */
export function ShowAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{`${pathname}${search}`}</output>;
}
