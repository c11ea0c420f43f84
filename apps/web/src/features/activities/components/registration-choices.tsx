import { applyChoice, isForWho } from '@congress/domain/activities';
import {
  ACTIVITY_MESSAGES,
  type TActivityWithPlaces,
  type TChoiceRegistration,
  type TParticipationActivities,
} from '@congress/domain/contracts/activities';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveChoices } from '../api/save-choices.ts';
import { useActivityJoinOrLeave, useMyActivityWaiting } from '../api/activity-waiting-list.ts';
import { ActivityWaitingControl } from './activity-waiting-control.tsx';
import { ChoiceTable } from './choice-table.tsx';

type RegistrationChoicesProps = {
  data: TParticipationActivities;
  registration: TChoiceRegistration;
  /** Buttons shown before SAVE (e.g. Previous). */
  before?: ReactNode;
};

/**
 * The choices of one person, edited locally and saved with SAVE. Participants see the open activities
 * meant for them (and what they already chose); admins see and may change every activity.
 */
export function RegistrationChoices({ data, registration, before }: RegistrationChoicesProps) {
  const intl = useIntl();
  const t = useText();
  const [selectedIds, setSelectedIds] = useState<number[]>(registration.activityIds);
  const save = useSaveChoices();
  const personLabel = `${registration.firstName} ${registration.lastName}`;
  const isVisible = (activity: TActivityWithPlaces) =>
    data.isAdmin ||
    selectedIds.includes(activity.id) ||
    registration.activityIds.includes(activity.id) ||
    (registration.mayChoose && activity.isOpen && isForWho(activity, registration.whoKey));
  const visible = data.activities.filter(isVisible);
  // A participant may wait for a full activity meant for this confirmed person (decisions 34).
  const mayWait = !data.isAdmin && data.canEdit && registration.mayChoose;
  const waiting = useMyActivityWaiting(data.congress.slug, mayWait);
  const joinOrLeave = useActivityJoinOrLeave(data.congress.slug);
  const waitingSlot = (activity: TActivityWithPlaces) => {
    if (!mayWait || !isForWho(activity, registration.whoKey)) return null;
    const change = { activityId: activity.id, registrationId: registration.id };
    return (
      <ActivityWaitingControl
        activityLabel={activity.label}
        personLabel={personLabel}
        entry={waiting.data?.find(
          (e) => e.activityId === activity.id && e.registrationId === registration.id,
        )}
        timeZone={data.congress.timeZone}
        isBusy={joinOrLeave.isPending && joinOrLeave.variables?.activityId === activity.id}
        onJoin={() => joinOrLeave.mutate({ ...change, isLeaving: false })}
        onLeave={() => joinOrLeave.mutate({ ...change, isLeaving: true })}
      />
    );
  };

  const onChoose = (activityId: number, choose: boolean) => {
    const result = applyChoice(visible, selectedIds, activityId, choose);
    if (result.ok) setSelectedIds(result.selectedIds);
    else notifyError(t(result.message));
  };

  const onSave = () =>
    save.mutate(
      { registrationId: registration.id, activityIds: selectedIds },
      { onSuccess: () => notifySuccess(t(MESSAGES.activitiesSaved)) },
    );

  return (
    <Stack gap="md">
      {!data.isAdmin && !registration.mayChoose && <Text>{t(ACTIVITY_MESSAGES.confirmedOnly)}</Text>}
      <ChoiceTable
        activities={visible}
        selectedIds={selectedIds}
        isChangeable={(activity) => data.canEdit && (data.isAdmin || activity.isOpen)}
        onChoose={onChoose}
        timeZone={data.congress.timeZone}
        personLabel={personLabel}
        waitingSlot={waitingSlot}
      />
      <Group>
        {before}
        {data.canEdit && (
          <Button
            onClick={onSave}
            loading={save.isPending}
            aria-label={intl.formatMessage(
              { id: 'activities.participant.saveOf', defaultMessage: 'SAVE the activities of {name}' },
              { name: personLabel },
            )}
          >
            {intl.formatMessage({ id: 'activities.participant.save', defaultMessage: 'SAVE' })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
