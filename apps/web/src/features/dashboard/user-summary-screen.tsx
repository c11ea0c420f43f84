import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { DocumentsCard } from './components/documents-card.tsx';

type UserSummaryScreenProps = {
  congressSlug: string;
  state: 'loading' | 'error' | 'none' | 'ready';
  error?: string | null;
  /** The step-3 summary and the payments, composed by the app layer. */
  children?: ReactNode;
  /** The participation whose documents are listed under them. */
  participationId?: number | null;
  /** Said in the documents card (why there is no invoice). */
  documentsNote?: ReactNode;
};

/** dashboardUserSummary: the step-3 summary, read-only, the payments and the documents, with PREVIOUS. */
export function UserSummaryScreen({
  congressSlug,
  state,
  error,
  children,
  participationId,
  documentsNote,
}: UserSummaryScreenProps) {
  const intl = useIntl();
  return (
    <ScreenSection title={intl.formatMessage({ id: 'dashboard.summary.title', defaultMessage: 'Summary' })}>
      {state === 'loading' && (
        <PageLoader
          label={intl.formatMessage({ id: 'dashboard.loading', defaultMessage: 'Loading your registration' })}
        />
      )}
      {state === 'error' && <FormMessage message={error} />}
      {state === 'none' && (
        <FormMessage
          message={intl.formatMessage({
            id: 'dashboard.notRegistered',
            defaultMessage: 'You are not registered for this congress yet.',
          })}
        />
      )}
      {state === 'ready' && (
        <Stack gap="md">
          {children}
          {participationId && (
            <DocumentsCard
              participationId={participationId}
              congressSlug={congressSlug}
              note={documentsNote}
            />
          )}
        </Stack>
      )}
      <Group>
        <Button component={Link} to={paths.dashboardUserHome.getHref(congressSlug)} variant="default">
          {intl.formatMessage({ id: 'dashboard.summary.previous', defaultMessage: 'PREVIOUS' })}
        </Button>
      </Group>
    </ScreenSection>
  );
}
