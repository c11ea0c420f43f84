import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import type { SettingsFormValues } from '../settings-form-values.ts';

/** Participant types are records of the congress (decisions 3): slug (the rate route), label, member. */
export function ParticipantTypesField({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  const intl = useIntl();
  const types = form.getValues().participantTypes;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.8">
        {intl.formatMessage(m.typesHelp)}
      </Text>
      {form.errors.participantTypes && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.participantTypes}
        </Text>
      )}
      {types.map((type, index) => (
        <Group key={form.key(`participantTypes.${index}`)} align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={intl.formatMessage(m.typeLabel, { number: index + 1 })}
            w={{ base: 'calc(50% - 6px)', sm: 220 }}
            {...form.getInputProps(`participantTypes.${index}.label`)}
          />
          <TextInput
            label={intl.formatMessage(m.typeSlug, { number: index + 1 })}
            w={{ base: 'calc(50% - 6px)', sm: 200 }}
            {...form.getInputProps(`participantTypes.${index}.slug`)}
          />
          <Checkbox
            label={intl.formatMessage(m.memberType)}
            mb={8}
            {...form.getInputProps(`participantTypes.${index}.isMember`, { type: 'checkbox' })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={intl.formatMessage(m.removeType, { name: type.label || index + 1 })}
            onClick={() => form.removeListItem('participantTypes', index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            form.insertListItem('participantTypes', { id: null, slug: '', label: '', isMember: false })
          }
        >
          {intl.formatMessage(m.addType)}
        </Button>
      </Group>
    </Stack>
  );
}
