import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { COLUMN_LABELS, OPTIONAL_COLUMNS, type OptionalColumn } from '../list-columns.ts';

/** Which columns the list shows (issue 12), kept per user on this browser. */
export function ColumnChooser(props: {
  hidden: ReadonlySet<OptionalColumn>;
  onChange: (column: OptionalColumn, isHidden: boolean) => void;
}) {
  return (
    <Popover position="bottom-end" withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Columns shown">
          <Text fz="sm" fw={600}>
            Columns shown
          </Text>
          {OPTIONAL_COLUMNS.map((column) => (
            <Checkbox
              key={column}
              label={COLUMN_LABELS[column]}
              checked={!props.hidden.has(column)}
              onChange={(event) => props.onChange(column, !event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
