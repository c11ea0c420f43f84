import type { TParticipationListRow } from '@congress/domain/contracts/participation-list';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCalendarEvent,
  IconDots,
  IconEdit,
  IconFileInvoice,
  IconFiles,
  IconMail,
} from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { MESSAGES } from '@congress/domain/messages';
import { useText } from '../../../../lib/i18n/use-text.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { useDownloadLatestInvoice } from '../api/download-latest-invoice.ts';
import { listReturnState } from '../../list-return.ts';
import { DocumentsModal } from './documents-modal.tsx';

/** Spec 6: the row Actions menu of admins and super admins, all four working. */
export function RowActions(props: {
  congressSlug: string;
  row: TParticipationListRow;
  onSendEmail: (row: TParticipationListRow) => void;
}) {
  const intl = useIntl();
  const t = useText();
  const { congressSlug, row } = props;
  const location = useLocation();
  const download = useDownloadLatestInvoice();
  const [isDocumentsOpen, setDocumentsOpen] = useState(false);
  const name = `${row.firstName} ${row.lastName}`;

  const onDownload = () =>
    download.mutate(
      { participationId: row.participationId, congressSlug },
      {
        onError: (error) => notifyError(error instanceof ApiError ? error.message : t(MESSAGES.genericError)),
      },
    );

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            aria-label={intl.formatMessage(
              { id: 'participations.actions.label', defaultMessage: 'Actions for {name}' },
              { name },
            )}
            loading={download.isPending}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={paths.manageRegistration.getHref(congressSlug, row.participationId)}
            // Previous on Manage Registration comes back to the list as it is shown now.
            state={listReturnState(location)}
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            <FormattedMessage id="participations.actions.edit" defaultMessage="Edit member" />
          </Menu.Item>
          <Menu.Item leftSection={<IconMail size={16} aria-hidden />} onClick={() => props.onSendEmail(row)}>
            <FormattedMessage id="participations.actions.sendEmail" defaultMessage="Send an email" />
          </Menu.Item>
          <Menu.Item leftSection={<IconFileInvoice size={16} aria-hidden />} onClick={onDownload}>
            <FormattedMessage id="participations.actions.downloadInvoice" defaultMessage="Download invoice" />
          </Menu.Item>
          <Menu.Item leftSection={<IconFiles size={16} aria-hidden />} onClick={() => setDocumentsOpen(true)}>
            <FormattedMessage id="participations.actions.documents" defaultMessage="Documents" />
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={paths.participantActivities.getHref(congressSlug, row.participationId)}
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
          >
            <FormattedMessage
              id="participations.actions.activities"
              defaultMessage="Activities main participant"
            />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DocumentsModal
        opened={isDocumentsOpen}
        onClose={() => setDocumentsOpen(false)}
        participationId={row.participationId}
        congressSlug={congressSlug}
        name={name}
      />
    </>
  );
}
