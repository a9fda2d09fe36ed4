import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { ConsoleRoutes } from './router/console-routes';

const queryClient = createQueryClient();

/** The Backoffice console. */
export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <ConsoleRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
