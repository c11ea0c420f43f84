import { ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import type { RoomType } from '@congress/domain/stays';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

type ReleasePanelProps = {
  roomTypes: RoomType[];
  chosenTypes: ReadonlySet<RoomType>;
  onChooseTypes: (types: RoomType[]) => void;
  nightCount: number;
  rooms: number;
  onChooseNearRelease: () => void;
  onClearNights: () => void;
  onRelease: () => void;
};

/** An admin's choice of room types (nights are chosen in the table) before "Release unsold rooms". */
export function ReleasePanel(props: ReleasePanelProps) {
  const intl = useIntl();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pickup-release-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="pickup-release-title">
          {intl.formatMessage(m.releaseTitle)}
        </Title>
        <Text size="sm" c="gray.8">
          {intl.formatMessage(m.releaseIntro)}
        </Text>
        <Checkbox.Group
          label={intl.formatMessage(m.roomTypes)}
          value={[...props.chosenTypes]}
          onChange={(values) => props.onChooseTypes(values as RoomType[])}
        >
          <Group gap="md" mt={4}>
            {props.roomTypes.map((type) => (
              <Checkbox key={type} value={type} label={intl.formatMessage(ROOM_OPTION_LABELS[type])} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group gap="sm">
          <Button variant="default" onClick={props.onChooseNearRelease}>
            {intl.formatMessage(m.chooseNearRelease)}
          </Button>
          <Button variant="subtle" onClick={props.onClearNights} disabled={props.nightCount === 0}>
            {intl.formatMessage(m.clearNights)}
          </Button>
        </Group>
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={500} role="status" aria-live="polite">
            {intl.formatMessage(m.chosen, { nights: props.nightCount, rooms: props.rooms })}
          </Text>
          <Button color="red.8" onClick={props.onRelease} disabled={props.rooms === 0}>
            {intl.formatMessage(m.releaseButton)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
