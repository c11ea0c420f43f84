import type { TActivityWithPlaces } from '@congress/domain/contracts/activities';
import { ACTIVITY_MESSAGES } from '@congress/domain/contracts/activities';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../lib/i18n/use-text.ts';
import { Link } from 'react-router';
import { useCongress } from '../../api/congress.ts';
import { useParticipantTypes } from '../../api/participant-types.ts';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useDeleteActivity } from './api/delete-activity.ts';
import { useActivities } from './api/get-activities.ts';
import { useSetActivityOpen, useSetAllActivitiesOpen } from './api/set-activity-open.ts';
import { ActivityFormModal } from './components/activity-form-modal.tsx';
import { WaitingListPanel } from '../../components/waiting-list/waiting-list-panel.tsx';
import { AdminActivityTable } from './components/admin-activity-table.tsx';
import { DeleteActivityDialog, OpenAllDialog } from './components/confirm-dialogs.tsx';
import { m } from './admin-messages.ts';

/** Manage Activities (spec 2.2 Admin Activities list). */
export function ActivitiesScreen() {
  const intl = useIntl();
  const t = useText();
  const slug = useCongressSlug();
  const congress = useCongress(slug);
  const activities = useActivities(slug);
  const types = useParticipantTypes(slug);
  const toggle = useSetActivityOpen();
  const openAll = useSetAllActivitiesOpen();
  const remove = useDeleteActivity();
  const [editing, setEditing] = useState<TActivityWithPlaces | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TActivityWithPlaces | null>(null);
  const [waiting, setWaiting] = useState<TActivityWithPlaces | null>(null);
  const [isOpenAllShown, setOpenAllShown] = useState(false);
  const congressId = congress.data?.id;
  const [formKey, setFormKey] = useState(0);

  /** After a stale save (decisions 39): the activities again, and the activity as it is now in a fresh form. */
  async function reloadEditing() {
    const id = editing === 'new' ? null : editing?.id;
    const fresh = (await activities.refetch()).data?.find((activity) => activity.id === id);
    setEditing(fresh ?? null);
    setFormKey((key) => key + 1);
  }

  return (
    <ScreenSection title={intl.formatMessage(m.title)}>
      <Group>
        <Button variant="outline" onClick={() => setOpenAllShown(true)} disabled={!congressId}>
          {intl.formatMessage(m.openCloseAll)}
        </Button>
        <Button variant="outline" component={Link} to={paths.activitiesStats.getHref(slug)}>
          {intl.formatMessage(m.showStats)}
        </Button>
        <Button onClick={() => setEditing('new')}>{intl.formatMessage(m.addActivity)}</Button>
      </Group>
      {activities.isPending && <PageLoader label={intl.formatMessage(m.loading)} />}
      {activities.isError && <FormMessage message={activities.error.message} />}
      {activities.data?.length === 0 && <Text>{intl.formatMessage(m.empty)}</Text>}
      {activities.data && activities.data.length > 0 && (
        <AdminActivityTable
          activities={activities.data}
          timeZone={congress.data?.timeZone ?? 'Europe/Lisbon'}
          canWrite
          onEdit={(activity) => setEditing(activity)}
          onDelete={(activity) => setDeleting(activity)}
          onWaitingList={setWaiting}
          onToggle={(activity, isOpen) =>
            toggle.mutate({
              id: activity.id,
              congressId: activity.congressId,
              isOpen,
              version: activity.version,
            })
          }
        />
      )}
      {waiting && (
        <WaitingListPanel
          key={waiting.id}
          line={{ kind: 'activity', id: waiting.id }}
          label={waiting.label}
          timeZone={congress.data?.timeZone ?? 'Europe/Lisbon'}
          onClose={() => setWaiting(null)}
        />
      )}
      <ActivityFormModal
        key={formKey}
        onReload={reloadEditing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        activity={editing === 'new' ? null : editing}
        congressSlug={slug}
        congressId={congressId}
        defaultLanguage={congress.data?.defaultLanguage ?? 'en'}
        participantTypes={(types.data ?? []).map((type) => ({ value: type.slug, label: type.label }))}
      />
      <DeleteActivityDialog
        label={deleting?.label ?? null}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t(ACTIVITY_MESSAGES.deleted));
              setDeleting(null);
            },
          })
        }
      />
      <OpenAllDialog
        opened={isOpenAllShown}
        isPending={openAll.isPending}
        onCancel={() => setOpenAllShown(false)}
        onConfirm={(isOpen) =>
          congressId &&
          openAll.mutate(
            { congressId, isOpen },
            {
              onSuccess: () => {
                notifySuccess(intl.formatMessage(isOpen ? m.allOpen : m.allClosed));
                setOpenAllShown(false);
              },
            },
          )
        }
      />
    </ScreenSection>
  );
}
