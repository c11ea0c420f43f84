import type { TActivityWithPlaces } from '@congress/domain/contracts/activities';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useActivityParticipants } from '../api/get-stats.ts';
import { PeoplePager } from './people-pager.tsx';
import { m } from '../admin-messages.ts';

export function ActivityPeopleModal({
  activity,
  onClose,
}: {
  activity: TActivityWithPlaces | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const people = useActivityParticipants(activity?.id ?? null, page);
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <Modal
      opened={activity !== null}
      onClose={close}
      title={intl.formatMessage(m.participantsTitle, { label: activity?.label ?? '' })}
      size="xl"
    >
      {people.isPending && <PageLoader label={intl.formatMessage(m.loadingParticipants)} />}
      {people.isError && <FormMessage message={people.error.message} />}
      {people.data && activity && (
        <PeoplePager
          data={people.data}
          label={intl.formatMessage(m.participantsOf, { label: activity.label })}
          onPage={setPage}
        />
      )}
    </Modal>
  );
}
