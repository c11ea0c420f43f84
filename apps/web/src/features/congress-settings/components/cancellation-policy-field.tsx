import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import type { SettingsFormValues } from '../settings-form-values.ts';

const m = defineMessages({
  legend: { id: 'settings.cancel.legend', defaultMessage: 'Cancellation by participants' },
  help: {
    id: 'settings.cancel.help',
    defaultMessage:
      'Participants cancel from their dashboard. Each step runs to the end of its day in the congress time zone; the fee is a share of the price, never more than what was paid.',
  },
  until: { id: 'settings.cancel.until', defaultMessage: 'Step {number}: until' },
  percent: { id: 'settings.cancel.percent', defaultMessage: 'Step {number}: fee (%)' },
  remove: { id: 'settings.cancel.remove', defaultMessage: 'Remove step {number}' },
  add: { id: 'settings.cancel.add', defaultMessage: 'Add a step' },
  after: { id: 'settings.cancel.after', defaultMessage: 'After the last step' },
  closed: { id: 'settings.cancel.closed', defaultMessage: 'Participants cannot cancel online' },
  noRefund: {
    id: 'settings.cancel.noRefund',
    defaultMessage: 'Participants may cancel; nothing is refunded',
  },
  approval: { id: 'settings.cancel.approval', defaultMessage: 'Cancellations need staff approval' },
});

/** The congress's cancellation policy (decisions 48): dated fee steps, what follows, and approval. */
export function CancellationPolicyField({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  const intl = useIntl();
  const steps = form.getValues().cancellationPolicy?.steps ?? [];
  const error = form.errors['cancellationPolicy.steps'];
  return (
    <Fieldset legend={intl.formatMessage(m.legend)}>
      <Stack gap="sm">
        <Text size="sm" c="gray.8">
          {intl.formatMessage(m.help)}
        </Text>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        {steps.map((_step, index) => (
          <Group key={form.key(`cancellationPolicy.steps.${index}`)} align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label={intl.formatMessage(m.until, { number: index + 1 })}
              w={{ base: 'calc(50% - 6px)', sm: 200 }}
              {...form.getInputProps(`cancellationPolicy.steps.${index}.until`)}
            />
            <NumberInput
              label={intl.formatMessage(m.percent, { number: index + 1 })}
              min={0}
              max={100}
              allowDecimal={false}
              w={{ base: 'calc(50% - 6px)', sm: 160 }}
              {...form.getInputProps(`cancellationPolicy.steps.${index}.feePercent`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={intl.formatMessage(m.remove, { number: index + 1 })}
              onClick={() => form.removeListItem('cancellationPolicy.steps', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('cancellationPolicy.steps', { until: '', feePercent: 0 })}
          >
            {intl.formatMessage(m.add)}
          </Button>
        </Group>
        <Radio.Group
          label={intl.formatMessage(m.after)}
          {...form.getInputProps('cancellationPolicy.afterLastStep')}
        >
          <Stack gap={6} mt={6}>
            <Radio value="closed" label={intl.formatMessage(m.closed)} />
            <Radio value="no_refund" label={intl.formatMessage(m.noRefund)} />
          </Stack>
        </Radio.Group>
        <Switch
          label={intl.formatMessage(m.approval)}
          {...form.getInputProps('cancellationPolicy.needsApproval', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
