import { Fieldset, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import type { SettingsFormValues } from '../settings-form-values.ts';

const m = defineMessages({
  legend: { id: 'settings.groups.legend', defaultMessage: 'Group bookings' },
  namesDueOn: { id: 'settings.groups.namesDueOn', defaultMessage: 'Group names due on' },
  namesDueOnHelp: {
    id: 'settings.groups.namesDueOnHelp',
    defaultMessage:
      'The last day a group’s payer can name or change its people. Empty: the day before the congress.',
  },
});

/** Until when a group's payer names its people (decisions 49): badges and rooming lists need them. */
export function GroupNamesField({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  const text = useIntl().formatMessage;
  return (
    <Fieldset legend={text(m.legend)}>
      <TextInput
        type="date"
        label={text(m.namesDueOn)}
        description={text(m.namesDueOnHelp)}
        w={{ base: '100%', sm: 260 }}
        {...form.getInputProps('groupNamesDueOn')}
      />
    </Fieldset>
  );
}
