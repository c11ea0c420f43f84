import { BULK_MESSAGES } from '@congress/domain/contracts/bulk-actions';
import { EXPORT_TYPE_LABELS, EXPORT_TYPES, type ExportType } from '@congress/domain/contracts/exports';
import type { TParticipationFilter } from '@congress/domain/contracts/participation-list';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Group, Loader, Menu, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useExportParticipations } from '../api/export-participations.ts';
import { useText } from '../../../app/i18n/use-text.ts';

/** "1.2 MB" / "340 KB": how much of the streamed file has arrived. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Spec 5: a 404 means nothing matched; every other failure is the spec 8 toast. */
export const exportErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.serverMessage === MESSAGES.exportNoData
    ? MESSAGES.exportNoData
    : MESSAGES.exportFailed;

/**
 * The participation list's Exports menu: All, Accounting, Rooming list of the current filter; with a
 * `selection`, of the selected participations only, after "Export N participations?" (issue 12).
 */
export function ExportsMenu(props: {
  congressSlug: string;
  congressId: number;
  filter: TParticipationFilter;
  /** The list's selection: picked ids, or null for "all matching the filter". */
  selection?: { count: number; participationIds: number[] | null } | undefined;
}) {
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
        onError: (error) => notifyError(exportErrorMessage(error)),
        onSettled: () => setRunning(null),
      },
    );
  };

  const progress = running
    ? `Exporting ${EXPORT_TYPE_LABELS[running]}${received > 0 ? ` (${formatBytes(received)})` : ''}`
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
            {running ? progress : selection ? 'Export selection' : 'Exports'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EXPORT_TYPES.map((type) => (
            <Menu.Item key={type} onClick={() => (selection ? setAsked(type) : start(type))}>
              {EXPORT_TYPE_LABELS[type]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {selection && asked && (
        <Modal opened onClose={() => setAsked(null)} title={`Export ${EXPORT_TYPE_LABELS[asked]}`}>
          <Stack gap="md">
            <Text>{t(BULK_MESSAGES.confirmExport, { count: selection.count })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsked(null)}>
                Cancel
              </Button>
              <Button onClick={() => start(asked)}>{`Export ${selection.count}`}</Button>
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
