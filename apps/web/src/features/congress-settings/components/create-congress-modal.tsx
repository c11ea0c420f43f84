import { SETTINGS_MESSAGES, ZCongressCreate } from '@congress/domain/contracts/congress-settings';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useText } from '../../../lib/i18n/use-text.ts';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes.tsx';
import { paths } from '../../../config/paths.ts';
import { showFieldErrors } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateCongress } from '../api/create-congress.ts';
import { m } from '../messages.ts';

export function CreateCongressModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = useText();
  const navigate = useNavigate();
  const create = useCreateCongress();
  const form = useForm({
    initialValues: { label: '', slug: '', currency: 'EUR', timeZone: 'Europe/Lisbon' },
    validate: useTranslatedResolver(zod4Resolver(ZCongressCreate, { errorPriority: 'first' })),
  });
  // Only while open: a closed modal keeps its values but nothing is being left.
  const unsaved = useUnsavedChanges(opened && form.isDirty());
  const close = () => unsaved.confirmLeave(onClose);
  const onSubmit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        unsaved.markSaved();
        notifySuccess(t(SETTINGS_MESSAGES.created));
        form.reset();
        onClose();
        // A synchronous navigation: a transition kept the previous congress on screen in Chromium.
        void navigate(paths.congressSettings.getHref(created.slug), { flushSync: true });
      },
      onError: showFieldErrors(form),
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage(m.createCongress)} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={intl.formatMessage(m.label)} required {...form.getInputProps('label')} />
          <TextInput
            label={intl.formatMessage(m.slug)}
            description={intl.formatMessage(m.createHint)}
            required
            {...form.getInputProps('slug')}
          />
          <TextInput label={intl.formatMessage(m.currency)} {...form.getInputProps('currency')} />
          <TextInput label={intl.formatMessage(m.timeZone)} {...form.getInputProps('timeZone')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {intl.formatMessage(m.createSubmit)}
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Modal>
  );
}
