import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { setCurrentIntl } from '../lib/current-intl.ts';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const NotificationsHost = lazy(() => import('./notifications-host.tsx'));

/**
 * The notifications' component, styles and transitions load with the first notification, not on
 * every first page; once loaded it stays, so later ones show at once.
 */
function NotificationsWhenShown() {
  const { notifications } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length > 0) setNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/** Hands the reader's intl to the code outside React (transport errors, notification titles). */
function CurrentIntl() {
  setCurrentIntl(useIntl());
  return null;
}

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <NotificationsWhenShown />
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <CurrentIntl />
          {children}
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
