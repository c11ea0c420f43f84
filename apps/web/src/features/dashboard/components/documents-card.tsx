import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DocumentList } from '../../../components/documents/document-list.tsx';

/** dashboardUserSummary's documents: invoices, credit notes and the proforma while something is due. */
export function DocumentsCard({
  participationId,
  congressSlug,
  note,
}: {
  participationId: number;
  congressSlug: string;
  /** Why there is no document, when there is a reason (a free registration). */
  note?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="documents-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="documents-title">
          <FormattedMessage id="dashboard.documents.title" defaultMessage="Documents" />
        </Title>
        {note}
        <DocumentList participationId={participationId} congressSlug={congressSlug} />
      </Stack>
    </Card>
  );
}
