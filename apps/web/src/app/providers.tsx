import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { setCurrentIntl } from '../lib/current-intl.ts';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { cssVariablesResolver, themeFor } from './theme.ts';

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

/**
 * Mantine with the names of its icon buttons in the reader's language, under the i18n provider; it
 * also hands the reader's intl to the code outside React (transport errors, notification titles).
 */
function ThemedMantine({ children }: { children: ReactNode }) {
  const intl = useIntl();
  setCurrentIntl(intl);
  const theme = useMemo(
    () =>
      themeFor({
        closeNotification: intl.formatMessage({
          id: 'ui.theme.closeNotification',
          defaultMessage: 'Close notification',
        }),
        closeDialog: intl.formatMessage({ id: 'ui.theme.closeDialog', defaultMessage: 'Close dialog' }),
      }),
    [intl],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <NotificationsWhenShown />
      {children}
    </MantineProvider>
  );
}

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <ThemedMantine>{children}</ThemedMantine>
      </I18nProvider>
    </QueryClientProvider>
  );
}
