import type { TIssuedDocument } from '@congress/domain/contracts/invoices';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useDocumentKindLabel } from '../money/labels.ts';
import { useDocuments, useDownloadDocument } from '../../api/documents.ts';
import { FormMessage } from '../ui/form-message.tsx';

type DocumentListProps = { participationId: number; congressSlug: string };

const m = defineMessages({
  loading: { id: 'documents.list.loading', defaultMessage: 'Loading the documents…' },
  none: { id: 'documents.list.none', defaultMessage: 'No document yet.' },
  label: { id: 'documents.list.label', defaultMessage: 'Documents' },
  download: { id: 'documents.list.download', defaultMessage: 'Download' },
  dueNow: { id: 'documents.list.dueNow', defaultMessage: 'What is due now' },
  theProforma: { id: 'documents.list.theProforma', defaultMessage: 'the proforma invoice' },
  ubl: { id: 'documents.list.ubl', defaultMessage: 'UBL (Peppol)' },
  ublOf: { id: 'documents.list.ublOf', defaultMessage: 'e-invoice of {title}' },
});

/**
 * A participation's documents (decisions 38), for its owner and for staff: every invoice and credit
 * note issued, downloaded again exactly as issued, and the proforma only while something is due.
 */
export function DocumentList({ participationId, congressSlug }: DocumentListProps) {
  const text = useIntl().formatMessage;
  const kindLabel = useDocumentKindLabel();
  const titleOf = (document: TIssuedDocument) =>
    `${kindLabel(document.kind)}${document.number ? ` ${document.number}` : ''}`;
  const issued = (document: TIssuedDocument) => ({
    id: document.id,
    documentKind: document.kind,
    number: document.number,
    slug: congressSlug,
  });
  const query = useDocuments(participationId);
  const download = useDownloadDocument();
  const downloadKey = (variables: typeof download.variables) => {
    if (!variables) return null;
    if (variables.kind === 'proforma') return 'proforma';
    return `${variables.kind === 'ubl' ? 'ubl' : 'doc'}-${variables.id}`;
  };
  const isDownloading = (key: string) => download.isPending && downloadKey(download.variables) === key;

  if (query.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="gray.8" role="status">
          {text(m.loading)}
        </Text>
      </Group>
    );
  if (query.isError) return <FormMessage message={query.error.message} />;
  const { items, canDownloadProforma } = query.data;
  return (
    <Stack gap="sm">
      {items.length === 0 && !canDownloadProforma ? (
        <Text size="sm" c="gray.8">
          {text(m.none)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={text(m.label)}>
          {items.map((document) => (
            <Group component="li" key={document.id} justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {titleOf(document)}
                </Text>
                <Text size="sm" c="gray.8">
                  {formatDate(document.issuedAt)} · {formatMoney(document.amountCents, document.currency)}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={isDownloading(`doc-${document.id}`)}
                  onClick={() => download.mutate({ ...issued(document), kind: 'issued' })}
                >
                  {text(m.download)}
                  <VisuallyHidden> {titleOf(document)}</VisuallyHidden>
                </Button>
                {document.eInvoice && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    loading={isDownloading(`ubl-${document.id}`)}
                    onClick={() => download.mutate({ ...issued(document), kind: 'ubl' })}
                  >
                    {text(m.ubl)}
                    <VisuallyHidden> {text(m.ublOf, { title: titleOf(document) })}</VisuallyHidden>
                  </Button>
                )}
              </Group>
            </Group>
          ))}
          {canDownloadProforma && (
            <Group component="li" justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {kindLabel('proforma')}
                </Text>
                <Text size="sm" c="gray.8">
                  {text(m.dueNow)}
                </Text>
              </Stack>
              <Button
                size="compact-sm"
                variant="outline"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={isDownloading('proforma')}
                onClick={() => download.mutate({ kind: 'proforma', participationId, slug: congressSlug })}
              >
                {text(m.download)}
                <VisuallyHidden> {text(m.theProforma)}</VisuallyHidden>
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <FormMessage message={download.error?.message} />
    </Stack>
  );
}
