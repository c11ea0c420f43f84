import { BULK_MESSAGES, type TBulkSelectionInput } from '@congress/domain/contracts/bulk-actions';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@congress/domain/enums';
import { Button, Group, Menu, Paper, TextInput } from '@mantine/core';
import { IconBuildingBank, IconChevronDown, IconMail } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../../../../lib/i18n/use-text.ts';
import { statusLabel } from '../../labels.ts';
import { useChangeStatusInBulk, useMarkTransfersReceivedInBulk } from '../api/bulk-actions.ts';
import { BadgesButton } from './badges-button.tsx';
import { BulkDialog } from './bulk-dialog.tsx';

type Open = { kind: 'status'; status: RegistrationStatus } | { kind: 'transfers' } | null;

/** Today in the browser's calendar, as the date field writes it. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * What an admin does with the selected participations: change their status, confirm
 * their bank transfers as received, export them, e-mail them. Each asks first, with the count.
 */
export function BulkActionsBar(props: {
  congressSlug: string;
  count: number;
  selection: TBulkSelectionInput;
  onSendEmail: () => void;
  /** The Exports menu for the selection (its own feature, composed by the app). */
  exports?: ReactNode;
  /** After an action ran: the selection is done with. */
  onDone: () => void;
}) {
  const intl = useIntl();
  const t = useText();
  const [open, setOpen] = useState<Open>(null);
  const changeStatus = intl.formatMessage({
    id: 'participations.bulk.changeStatus',
    defaultMessage: 'Change status',
  });
  const [receivedOn, setReceivedOn] = useState(today);
  const status = useChangeStatusInBulk();
  const transfers = useMarkTransfersReceivedInBulk();
  const base = { congressSlug: props.congressSlug, selection: props.selection };

  const close = (mutation: { isSuccess: boolean; reset: () => void }) => {
    if (mutation.isSuccess) props.onDone();
    mutation.reset();
    setOpen(null);
  };

  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      role="region"
      aria-label={intl.formatMessage({
        id: 'participations.bulk.region',
        defaultMessage: 'Selected participations',
      })}
    >
      <Group gap="sm">
        <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button variant="default" size="sm" rightSection={<IconChevronDown size={14} aria-hidden />}>
              {changeStatus}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {REGISTRATION_STATUSES.map((value) => (
              <Menu.Item key={value} onClick={() => setOpen({ kind: 'status', status: value })}>
                {statusLabel(intl, value)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconBuildingBank size={16} aria-hidden />}
          onClick={() => setOpen({ kind: 'transfers' })}
        >
          <FormattedMessage id="participations.bulk.transfersReceived" defaultMessage="Transfers received" />
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconMail size={16} aria-hidden />}
          onClick={props.onSendEmail}
        >
          <FormattedMessage id="participations.bulk.sendEmail" defaultMessage="Send e-mail" />
        </Button>
        <BadgesButton body={base} />
        {props.exports}
      </Group>
      {open?.kind === 'status' && (
        <BulkDialog
          title={changeStatus}
          question={t(BULK_MESSAGES.confirmStatus, {
            count: props.count,
            status: statusLabel(intl, open.status),
          })}
          mutation={status}
          body={{ ...base, status: open.status }}
          confirmLabel={intl.formatMessage(
            { id: 'participations.bulk.confirmChange', defaultMessage: 'Change {count, number}' },
            { count: props.count },
          )}
          onClose={() => close(status)}
        />
      )}
      {open?.kind === 'transfers' && (
        <BulkDialog
          title={intl.formatMessage({
            id: 'participations.bulk.transfersTitle',
            defaultMessage: 'Bank transfers received',
          })}
          question={t(BULK_MESSAGES.confirmTransfers, { count: props.count })}
          mutation={transfers}
          body={{ ...base, receivedOn }}
          confirmLabel={intl.formatMessage(
            { id: 'participations.bulk.confirmTransfers', defaultMessage: 'Confirm {count, number}' },
            { count: props.count },
          )}
          onClose={() => close(transfers)}
        >
          <TextInput
            type="date"
            label={intl.formatMessage({
              id: 'participations.bulk.receivedOn',
              defaultMessage: 'Received on',
            })}
            value={receivedOn}
            max={today()}
            onChange={(event) => setReceivedOn(event.currentTarget.value)}
          />
        </BulkDialog>
      )}
    </Paper>
  );
}
