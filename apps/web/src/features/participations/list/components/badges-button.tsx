import type { TBadgesPreview, TBadgesRequest } from '@congress/domain/contracts/check-in';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconIdBadge2 } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../../../../lib/i18n/messages.ts';
import { useDownloadBadges, usePreviewBadges } from '../api/download-badges.ts';

const REASONS = defineMessages({
  cancelled: { id: 'participations.badges.reason.cancelled', defaultMessage: 'cancelled' },
});

/** "3 badges; 1 left out: Paul Girard (cancelled)". */
export function badgesSummary(intl: IntlShape, preview: TBadgesPreview): string {
  const names = preview.leftOut.map((person) =>
    intl.formatMessage(
      { id: 'participations.badges.leftOutPerson', defaultMessage: '{name} ({reason})' },
      { name: `${person.firstName} ${person.lastName}`, reason: intl.formatMessage(REASONS[person.reason]) },
    ),
  );
  const more = preview.leftOutCount - preview.leftOut.length;
  if (more > 0)
    names.push(
      intl.formatMessage(
        { id: 'participations.badges.leftOutMore', defaultMessage: '{count, number} more' },
        { count: more },
      ),
    );
  return intl.formatMessage(
    {
      id: 'participations.badges.summary',
      defaultMessage:
        '{badges, plural, =0 {No badge} one {# badge} other {# badges}}; {leftOut, number} left out: {names}',
    },
    {
      badges: preview.badges,
      leftOut: preview.leftOutCount,
      names: intl.formatList(names, { type: 'conjunction' }),
    },
  );
}

/**
 * "Badges (PDF)" of the selection: the server first says who of the selected people gets no badge and
 * why; when anyone does, the admin reads it before the download, never finding it out from the sheet.
 */
export function BadgesButton({ body }: { body: TBadgesRequest }) {
  const intl = useIntl();
  const preview = usePreviewBadges();
  const download = useDownloadBadges();
  const [shown, setShown] = useState<TBadgesPreview | null>(null);

  const start = () =>
    preview.mutate(body, {
      onSuccess: (answer) => (answer.leftOutCount === 0 ? download.mutate(body) : setShown(answer)),
    });
  const close = () => setShown(null);

  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconIdBadge2 size={16} aria-hidden />}
        loading={preview.isPending || download.isPending}
        onClick={start}
      >
        <FormattedMessage id="participations.bulk.badges" defaultMessage="Badges (PDF)" />
      </Button>
      {shown && (
        <Modal
          opened
          onClose={close}
          title={intl.formatMessage({ id: 'participations.badges.title', defaultMessage: 'Name badges' })}
        >
          <Stack gap="md">
            <Alert color="orange" role="status" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
              {badgesSummary(intl, shown)}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <FormattedMessage id="participations.bulk.cancel" defaultMessage="Cancel" />
              </Button>
              {shown.badges > 0 && (
                <Button
                  leftSection={<IconIdBadge2 size={16} aria-hidden />}
                  loading={download.isPending}
                  onClick={() => download.mutate(body, { onSuccess: close })}
                >
                  <FormattedMessage
                    id="participations.badges.download"
                    defaultMessage="Download {count, plural, one {# badge} other {# badges}}"
                    values={{ count: shown.badges }}
                  />
                </Button>
              )}
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
