import { EXPORT_TYPE_LABELS, EXPORT_TYPES, type ExportType } from '@congress/domain/contracts/exports';
import type { TParticipationFilter } from '@congress/domain/contracts/participation-list';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Loader, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useExportParticipations } from '../api/export-participations.ts';

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

/** The participation list's Exports menu: All, Accounting, Rooming list of the current filter. */
export function ExportsMenu(props: {
  congressSlug: string;
  congressId: number;
  filter: TParticipationFilter;
}) {
  const exporter = useExportParticipations();
  const [running, setRunning] = useState<ExportType | null>(null);
  const [received, setReceived] = useState(0);

  const start = (type: ExportType) => {
    setRunning(type);
    setReceived(0);
    exporter.mutate(
      {
        type,
        congressId: props.congressId,
        congressSlug: props.congressSlug,
        filter: props.filter,
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
            disabled={running !== null}
            leftSection={running ? <Loader size="xs" aria-hidden /> : null}
            data-testid="exports-menu"
          >
            {running ? progress : 'Exports'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EXPORT_TYPES.map((type) => (
            <Menu.Item key={type} onClick={() => start(type)}>
              {EXPORT_TYPE_LABELS[type]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <VisuallyHidden>
        <Text component="span" role="status" aria-live="polite">
          {progress}
        </Text>
      </VisuallyHidden>
    </>
  );
}
