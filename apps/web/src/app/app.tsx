import '@mantine/core/styles.css';
import './global.css';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { installSessionExpiry, resetOnNewBrowserSession } from './session.ts';

resetOnNewBrowserSession();
const queryClient = createQueryClient();
const router = createAppRouter();
installSessionExpiry(queryClient, router);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
