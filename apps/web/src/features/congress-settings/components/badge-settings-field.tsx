import type { UseFormReturnType } from '@mantine/form';
import { ColorInput, Fieldset, Select, SimpleGrid } from '@mantine/core';
import type { SettingsFormValues } from '../settings-form-values.ts';

const LAYOUTS = [
  { value: 'a6', label: 'One badge per A6 page' },
  { value: 'a4_8', label: 'Eight badges on an A4 sheet' },
];

/** Name badges at the door (issue 15): their page layout and the congress's colour. */
export function BadgeSettingsField({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  return (
    <Fieldset legend="Badges">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Badge layout"
          data={LAYOUTS}
          allowDeselect={false}
          {...form.getInputProps('badgeLayout')}
        />
        <ColorInput
          label="Congress colour"
          description="On badges and tickets"
          format="hex"
          // The eye dropper's button has no name (axe: button-name), and few browsers have one.
          withEyeDropper={false}
          {...form.getInputProps('brandColor')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
