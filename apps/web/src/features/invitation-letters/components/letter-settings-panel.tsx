import {
  type TLetterSettings,
  type TLetterSettingsUpdate,
  ZLetterSettingsUpdate,
} from '@congress/domain/contracts/invitation-letters';
import {
  Button,
  Card,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useIntl } from 'react-intl';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { ConflictAlert } from '../../../components/ui/conflict-alert.tsx';
import { showFieldErrors } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { isVersionConflict } from '../../../lib/version-conflict.ts';
import { useUpdateLetterSettings, useUploadSignature } from '../api/letter-settings.ts';
import { m } from '../messages.ts';

const valuesOf = (settings: TLetterSettings): TLetterSettingsUpdate => ({
  venue: settings.venue ?? '',
  lettersNeedApproval: settings.lettersNeedApproval,
  signatoryName: settings.signatoryName ?? '',
  signatoryTitle: settings.signatoryTitle ?? '',
  version: settings.version,
});

type Props = { congressSlug: string; settings: TLetterSettings; canManage: boolean; onReload: () => void };

/** Venue, approval and signatory of the letters, written through the letters' own endpoints. */
export function LetterSettingsPanel({ congressSlug, settings, canManage, onReload }: Props) {
  const intl = useIntl();
  const update = useUpdateLetterSettings(congressSlug);
  const upload = useUploadSignature(congressSlug);
  const form = useForm<TLetterSettingsUpdate>({
    initialValues: valuesOf(settings),
    validate: useTranslatedResolver(zod4Resolver(ZLetterSettingsUpdate, { errorPriority: 'first' })),
  });
  const label = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="letter-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="letter-settings-title">
          {label(m.settingsTitle)}
        </Title>
        {isVersionConflict(update.error) && (
          <ConflictAlert
            onReload={() => {
              update.reset();
              onReload();
            }}
          />
        )}
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            update.mutate(values, {
              onSuccess: (saved) => {
                form.setValues(valuesOf(saved));
                form.resetDirty(valuesOf(saved));
                notifySuccess(label(m.saved));
              },
              onError: showFieldErrors(form),
            }),
          )}
        >
          <Stack gap="sm">
            <Switch
              label={label(m.needApproval)}
              disabled={!canManage}
              {...form.getInputProps('lettersNeedApproval', { type: 'checkbox' })}
            />
            <TextInput label={label(m.venue)} readOnly={!canManage} {...form.getInputProps('venue')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={label(m.signatoryName)}
                readOnly={!canManage}
                {...form.getInputProps('signatoryName')}
              />
              <TextInput
                label={label(m.signatoryTitle)}
                readOnly={!canManage}
                {...form.getInputProps('signatoryTitle')}
              />
            </SimpleGrid>
            {canManage && (
              <Group>
                <Button type="submit" loading={update.isPending}>
                  {label(m.save)}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
        <Stack gap={4}>
          <Text fw={700} component="h3" size="md">
            {label(m.signature)}
          </Text>
          <Text size="sm" c="gray.8">
            {label(m.signatureHint)}
          </Text>
          <Text size="sm">{label(settings.hasSignature ? m.signatureStored : m.noSignature)}</Text>
          {canManage && (
            <Group>
              <FileButton
                accept="image/png,image/jpeg"
                onChange={(file) => {
                  if (file) upload.mutate(file, { onSuccess: () => notifySuccess(label(m.signatureSaved)) });
                }}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="outline"
                    loading={upload.isPending}
                    leftSection={<IconUpload size={16} aria-hidden />}
                  >
                    {label(settings.hasSignature ? m.replaceSignature : m.uploadSignature)}
                  </Button>
                )}
              </FileButton>
            </Group>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
