import type { UseFormReturnType } from '@mantine/form';
import { ColorInput, Fieldset, Select, SimpleGrid } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import type { SettingsFormValues } from '../settings-form-values.ts';

/** Name badges at the door: their page layout and the congress's colour. */
export function BadgeSettingsField({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  const intl = useIntl();
  const layouts = [
    { value: 'a6', label: intl.formatMessage(m.layoutA6) },
    { value: 'a4_8', label: intl.formatMessage(m.layoutA4) },
  ];
  return (
    <Fieldset legend={intl.formatMessage(m.badges)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={intl.formatMessage(m.badgeLayout)}
          data={layouts}
          allowDeselect={false}
          {...form.getInputProps('badgeLayout')}
        />
        <ColorInput
          label={intl.formatMessage(m.brandColor)}
          description={intl.formatMessage(m.brandColorHint)}
          format="hex"
          // The eye dropper's button has no name (axe: button-name), and few browsers have one.
          withEyeDropper={false}
          {...form.getInputProps('brandColor')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
