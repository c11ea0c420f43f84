import {
  ACTIVITY_MESSAGES,
  SPOUSE,
  type TActivity,
  type TActivityFieldsInput,
  ZActivityFields,
} from '@congress/domain/contracts/activities';
import { MESSAGES } from '@congress/domain/messages';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ConflictAlert } from '../../../components/ui/conflict-alert.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes.tsx';
import { showFieldErrors } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { isVersionConflict } from '../../../lib/version-conflict.ts';
import { useSaveActivity } from '../api/save-activity.ts';

type FormValues = {
  label: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  url: string;
  quota: number | string;
  who: string[];
};

const valuesOf = (activity: TActivity | null): FormValues => ({
  label: activity?.label ?? '',
  description: activity?.description ?? '',
  startDate: activity?.startDate ?? '',
  startTime: activity?.startTime ?? '',
  endDate: activity?.endDate ?? '',
  endTime: activity?.endTime ?? '',
  url: activity?.url ?? '',
  quota: activity?.quota ?? '',
  who: activity?.who ?? [],
});

const toFields = (values: FormValues): TActivityFieldsInput => ({
  ...values,
  quota: values.quota === '' ? null : Number(values.quota),
});

type ActivityFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** null to create. */
  activity: TActivity | null;
  congressSlug: string | undefined;
  congressId: number | undefined;
  participantTypes: { value: string; label: string }[];
  /** After a stale save (decision 39): the activity as it is now, in a fresh form. */
  onReload?: (() => Promise<void>) | undefined;
};

/**
 * Create/edit an activity (spec 2.2, 3). A new activity is created closed (spec 4). The form lives
 * while the modal is open, so each opening starts from the activity as listed.
 */
export function ActivityFormModal(props: ActivityFormModalProps) {
  return props.opened ? <ActivityFormDialog {...props} /> : null;
}

function ActivityFormDialog({
  activity,
  congressSlug,
  congressId,
  participantTypes,
  onClose,
  onReload,
}: ActivityFormModalProps) {
  const save = useSaveActivity();
  const form = useForm<FormValues>({
    initialValues: valuesOf(activity),
    validate: (values) => zod4Resolver(ZActivityFields)(toFields(values) as unknown as FormValues),
  });
  const unsaved = useUnsavedChanges(form.isDirty() && !save.isSuccess);
  const close = () => unsaved.confirmLeave(onClose);
  const missing = !congressSlug
    ? MESSAGES.congressSlugMissing
    : !congressId && !activity
      ? MESSAGES.congressIdMissing
      : null;
  const whoOptions = [...participantTypes, { value: SPOUSE, label: 'spouse (companions)' }];

  const onSubmit = form.onSubmit((values) => {
    if (missing) return notifyError(missing);
    const fields = toFields(values);
    const input = activity
      ? { kind: 'update' as const, id: activity.id, version: activity.version, fields }
      : { kind: 'create' as const, congressId: congressId as number, fields };
    save.mutate(input, {
      onSuccess: () => {
        unsaved.markSaved();
        notifySuccess(activity ? ACTIVITY_MESSAGES.updated : ACTIVITY_MESSAGES.created);
        onClose();
      },
      onError: (error) => {
        showFieldErrors(form)(error);
        if (!isVersionConflict(error)) notifyError(error.message);
      },
    });
  });

  return (
    <Modal opened onClose={close} title={activity ? 'Edit Activity' : 'Add Activity'} size="lg" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormMessage message={missing} />
          <TextInput label="Label" withAsterisk {...form.getInputProps('label')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput type="date" label="Start date" withAsterisk {...form.getInputProps('startDate')} />
            <TextInput type="time" label="Start time" {...form.getInputProps('startTime')} />
            <TextInput type="date" label="End date" {...form.getInputProps('endDate')} />
            <TextInput type="time" label="End time" {...form.getInputProps('endTime')} />
          </SimpleGrid>
          <TextInput type="url" label="Url" {...form.getInputProps('url')} />
          <NumberInput
            label="Number of places"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('quota')}
          />
          <MultiSelect
            label="Who"
            description="The participant types that may choose it; spouse stands for companions"
            withAsterisk
            data={whoOptions}
            {...form.getInputProps('who')}
          />
          {isVersionConflict(save.error) && onReload && <ConflictAlert onReload={() => void onReload()} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={missing !== null}>
              {activity ? 'Save' : 'Add Activity'}
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Modal>
  );
}
