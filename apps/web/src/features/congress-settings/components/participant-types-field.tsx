import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { SettingsFormValues } from '../settings-form-values.ts';

/** Participant types are records of the congress (decisions 3): slug (the rate route), label, member. */
export function ParticipantTypesField({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  const types = form.getValues().participantTypes;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.8">
        The slug names the rate route (/rate/slug); a member type asks for the member number and working
        hotel. A type that rates or participants use cannot be removed.
      </Text>
      {form.errors.participantTypes && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.participantTypes}
        </Text>
      )}
      {types.map((type, index) => (
        <Group key={form.key(`participantTypes.${index}`)} align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={`Type ${index + 1} label`}
            w={{ base: 'calc(50% - 6px)', sm: 220 }}
            {...form.getInputProps(`participantTypes.${index}.label`)}
          />
          <TextInput
            label={`Type ${index + 1} slug`}
            w={{ base: 'calc(50% - 6px)', sm: 200 }}
            {...form.getInputProps(`participantTypes.${index}.slug`)}
          />
          <Checkbox
            label="Member type"
            mb={8}
            {...form.getInputProps(`participantTypes.${index}.isMember`, { type: 'checkbox' })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={`Remove type ${type.label || index + 1}`}
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
          Add participant type
        </Button>
      </Group>
    </Stack>
  );
}
