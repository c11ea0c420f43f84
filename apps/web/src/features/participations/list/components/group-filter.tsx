import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../../lib/i18n/messages.ts';

const m = defineMessages({
  label: { id: 'participations.filters.group', defaultMessage: 'Group' },
  placeholder: { id: 'participations.filters.groupPlaceholder', defaultMessage: 'Group reference' },
  note: { id: 'participations.group.note', defaultMessage: 'Places of group {reference}' },
  clear: { id: 'participations.group.clear', defaultMessage: 'Show every participation' },
});

/**
 * The places of one group booking, by its reference (decisions 49): applied when the field is left
 * or Enter is pressed, since a reference half typed matches nothing. A group badge of the list sets
 * it too, so the field follows the filter when it changes elsewhere.
 */
export function GroupFilterInput({
  value,
  onApply,
}: {
  value: string | undefined;
  onApply: (group: string) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setDraft(value ?? '');
  }
  const apply = () => {
    if (draft.trim() !== (value ?? '')) onApply(draft.trim());
  };
  return (
    <TextInput
      label={intl.formatMessage(m.label)}
      placeholder={intl.formatMessage(m.placeholder)}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

/** The list narrowed to one group says so, filters panel open or not, and lets staff drop it. */
export function GroupFilterNote({ group, onClear }: { group: string | undefined; onClear: () => void }) {
  const intl = useIntl();
  if (!group?.trim()) return null;
  return (
    <Group gap="xs" mt="sm">
      <Text fw={600} size="sm" role="status">
        {intl.formatMessage(m.note, { reference: group.trim() })}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {intl.formatMessage(m.clear)}
      </Button>
    </Group>
  );
}
