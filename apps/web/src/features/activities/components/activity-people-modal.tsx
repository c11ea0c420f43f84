import type { TActivityWithPlaces } from '@congress/domain/contracts/activities';
import { Modal } from '@mantine/core';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useActivityParticipants } from '../api/get-stats.ts';
import { PeopleTable } from './people-table.tsx';

export function ActivityPeopleModal({
  activity,
  onClose,
}: {
  activity: TActivityWithPlaces | null;
  onClose: () => void;
}) {
  const people = useActivityParticipants(activity?.id ?? null);
  return (
    <Modal
      opened={activity !== null}
      onClose={onClose}
      title={`Participants: ${activity?.label ?? ''}`}
      size="xl"
    >
      {people.isPending && <PageLoader label="Loading the participants" />}
      {people.isError && <FormMessage message={people.error.message} />}
      {people.data && activity && (
        <PeopleTable people={people.data} label={`Participants of ${activity.label}`} />
      )}
    </Modal>
  );
}
