import { BULK_MESSAGES } from '@congress/domain/contracts/bulk-actions';
import { EXPORT_TYPES, type ExportType } from '@congress/domain/contracts/exports';
import type { TParticipationFilter } from '@congress/domain/contracts/participation-list';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Group, Loader, Menu, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { createIntl, FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useExportParticipations } from '../api/export-participations.ts';
import { useText } from '../../../lib/i18n/use-text.ts';

const m = defineMessages({
  all: { id: 'exports.type.all', defaultMessage: 'All' },
  accounting: { id: 'exports.type.accounting', defaultMessage: 'Accounting' },
  rooming: { id: 'exports.type.rooming', defaultMessage: 'Rooming list' },
  megabytes: { id: 'exports.size.megabytes', defaultMessage: '{size} MB' },
  kilobytes: { id: 'exports.size.kilobytes', defaultMessage: '{size} KB' },
  exporting: { id: 'exports.progress', defaultMessage: 'Exporting {type}' },
  exportingSize: { id: 'exports.progressSize', defaultMessage: 'Exporting {type} ({size})' },
  exportType: { id: 'exports.confirm.title', defaultMessage: 'Export {type}' },
});

const ENGLISH = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });

/** "1.2 MB" / "340 KB" (in the reader's conventions): how much of the streamed file has arrived. */
export function formatBytes(bytes: number, intl: IntlShape = ENGLISH): string {
  if (bytes >= 1024 * 1024) {
    const size = intl.formatNumber(bytes / (1024 * 1024), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return intl.formatMessage(m.megabytes, { size });
  }
  return intl.formatMessage(m.kilobytes, { size: intl.formatNumber(Math.max(1, Math.round(bytes / 1024))) });
}

/** An export's name (the domain's EXPORT_TYPE_LABELS) in the reader's language. */
const typeLabel = (intl: IntlShape, type: ExportType) => intl.formatMessage(m[type]);

/**
 * Spec 5: a 404 means nothing matched; every other failure is the spec 8 toast. In the reader's
 * language (`t`): the server says "no data" in it too (Accept-Language).
 */
export function exportErrorMessage(error: unknown, t: (text: string) => string = (text) => text): string {
  const isNoData =
    error instanceof ApiError &&
    error.status === 404 &&
    (error.serverMessage === MESSAGES.exportNoData || error.serverMessage === t(MESSAGES.exportNoData));
  return t(isNoData ? MESSAGES.exportNoData : MESSAGES.exportFailed);
}

/**
 * The participation list's Exports menu: All, Accounting, Rooming list of the current filter; with a
 * `selection`, of the selected participations only, after "Export N participations?".
 */
export function ExportsMenu(props: {
  congressSlug: string;
  congressId: number;
  filter: TParticipationFilter;
  /** The list's selection: picked ids, or null for "all matching the filter". */
  selection?: { count: number; participationIds: number[] | null } | undefined;
}) {
  const intl = useIntl();
  const t = useText();
  const exporter = useExportParticipations();
  const [running, setRunning] = useState<ExportType | null>(null);
  const [asked, setAsked] = useState<ExportType | null>(null);
  const [received, setReceived] = useState(0);
  const { selection } = props;

  const start = (type: ExportType) => {
    setAsked(null);
    setRunning(type);
    setReceived(0);
    exporter.mutate(
      {
        type,
        congressId: props.congressId,
        congressSlug: props.congressSlug,
        filter: props.filter,
        participationIds: selection?.participationIds ?? null,
        onProgress: setReceived,
      },
      {
        onError: (error) => notifyError(exportErrorMessage(error, t)),
        onSettled: () => setRunning(null),
      },
    );
  };

  const progress = running
    ? received > 0
      ? intl.formatMessage(m.exportingSize, {
          type: typeLabel(intl, running),
          size: formatBytes(received, intl),
        })
      : intl.formatMessage(m.exporting, { type: typeLabel(intl, running) })
    : '';

  return (
    <>
      {/* No focus placeholder: a role-less div inside role="menu" fails axe (aria-required-children). */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="default"
            size={selection ? 'sm' : undefined}
            disabled={running !== null}
            leftSection={running ? <Loader size="xs" aria-hidden /> : null}
            data-testid={selection ? 'exports-selection-menu' : 'exports-menu'}
          >
            {running ? (
              progress
            ) : selection ? (
              <FormattedMessage id="exports.menu.selection" defaultMessage="Export selection" />
            ) : (
              <FormattedMessage id="exports.menu.all" defaultMessage="Exports" />
            )}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EXPORT_TYPES.map((type) => (
            <Menu.Item key={type} onClick={() => (selection ? setAsked(type) : start(type))}>
              {typeLabel(intl, type)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {selection && asked && (
        <Modal
          opened
          onClose={() => setAsked(null)}
          title={intl.formatMessage(m.exportType, { type: typeLabel(intl, asked) })}
        >
          <Stack gap="md">
            <Text>{t(BULK_MESSAGES.confirmExport, { count: selection.count })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsked(null)}>
                <FormattedMessage id="exports.confirm.cancel" defaultMessage="Cancel" />
              </Button>
              <Button onClick={() => start(asked)}>
                <FormattedMessage
                  id="exports.confirm.button"
                  defaultMessage="Export {count, number}"
                  values={{ count: selection.count }}
                />
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      <VisuallyHidden>
        <Text component="span" role="status" aria-live="polite">
          {progress}
        </Text>
      </VisuallyHidden>
    </>
  );
}
