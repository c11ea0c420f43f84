import type { TIssuedDocument } from '@congress/domain/contracts/invoices';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useDocuments, useDownloadDocument } from '../../../api/documents.ts';
import { useDocumentKindLabel } from '../../../components/money/labels.ts';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  loading: { id: 'groups.documents.loading', defaultMessage: 'Loading the documents…' },
  download: { id: 'groups.documents.download', defaultMessage: 'Download {title} of place {place}' },
  failed: { id: 'groups.documents.failed', defaultMessage: 'The documents could not be loaded.' },
});

/**
 * A paid place's invoices and credit notes, for the payer who is their buyer (decisions 45, 49):
 * each downloaded exactly as issued, through the participant's own document endpoints.
 */
export function PlaceDocuments({ participationId, place, congressSlug }: PlaceDocumentsProps) {
  const text = useIntl().formatMessage;
  const kindLabel = useDocumentKindLabel();
  const query = useDocuments(participationId);
  const download = useDownloadDocument();
  if (query.isPending) return <Loader size="xs" aria-label={text(m.loading)} />;
  if (query.isError)
    return (
      <Text size="xs" c="red.9">
        {text(m.failed)}
      </Text>
    );
  const titleOf = (document: TIssuedDocument) =>
    `${kindLabel(document.kind)}${document.number ? ` ${document.number}` : ''}`;
  return (
    <Stack gap={4} align="flex-start">
      {query.data.items.map((document) => (
        <Button
          key={document.id}
          aria-label={text(m.download, { title: titleOf(document), place })}
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={
            download.isPending &&
            download.variables?.kind === 'issued' &&
            download.variables.id === document.id
          }
          onClick={() =>
            download.mutate({
              kind: 'issued',
              id: document.id,
              documentKind: document.kind,
              number: document.number,
              slug: congressSlug,
            })
          }
        >
          {titleOf(document)}
        </Button>
      ))}
      {download.error && (
        <Text size="xs" c="red.9" role="alert">
          {download.error.message}
        </Text>
      )}
    </Stack>
  );
}

type PlaceDocumentsProps = { participationId: number; place: number; congressSlug: string };
