/** Test helper: shows the router's current path so a test can assert where the user landed. */
import { useLocation } from 'react-router';

export function ShowLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname}</output>;
}
