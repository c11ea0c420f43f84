import { SETTINGS_MESSAGES, ZCongressCreate } from '@congress/domain/contracts/congress-settings';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes.tsx';
import { paths } from '../../../config/paths.ts';
import { showFieldErrors } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateCongress } from '../api/create-congress.ts';

export function CreateCongressModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateCongress();
  const form = useForm({
    initialValues: { label: '', slug: '', currency: 'EUR', timeZone: 'Europe/Lisbon' },
    validate: zod4Resolver(ZCongressCreate, { errorPriority: 'first' }),
  });
  // Only while open: a closed modal keeps its values but nothing is being left.
  const unsaved = useUnsavedChanges(opened && form.isDirty());
  const close = () => unsaved.confirmLeave(onClose);
  const onSubmit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        unsaved.markSaved();
        notifySuccess(SETTINGS_MESSAGES.created);
        form.reset();
        onClose();
        // A synchronous navigation: a transition kept the previous congress on screen in Chromium.
        void navigate(paths.congressSettings.getHref(created.slug), { flushSync: true });
      },
      onError: showFieldErrors(form),
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title="Create a new congress" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Label" required {...form.getInputProps('label')} />
          <TextInput
            label="Slug"
            description="Lowercase letters, digits and hyphens; it starts every address of the congress"
            required
            {...form.getInputProps('slug')}
          />
          <TextInput label="Currency" {...form.getInputProps('currency')} />
          <TextInput label="Time zone" {...form.getInputProps('timeZone')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create congress
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Modal>
  );
}
