import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { columnLabel } from '../../labels.ts';
import { OPTIONAL_COLUMNS, type OptionalColumn } from '../list-columns.ts';

/** Which columns the list shows, kept per user on this browser. */
export function ColumnChooser(props: {
  hidden: ReadonlySet<OptionalColumn>;
  onChange: (column: OptionalColumn, isHidden: boolean) => void;
}) {
  const intl = useIntl();
  const shown = intl.formatMessage({ id: 'participations.columns.shown', defaultMessage: 'Columns shown' });
  return (
    <Popover position="bottom-end" withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          <FormattedMessage id="participations.columns.button" defaultMessage="Columns" />
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={shown}>
          <Text fz="sm" fw={600}>
            {shown}
          </Text>
          {OPTIONAL_COLUMNS.map((column) => (
            <Checkbox
              key={column}
              label={columnLabel(intl, column)}
              checked={!props.hidden.has(column)}
              onChange={(event) => props.onChange(column, !event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
