import { BULK_MESSAGES } from '@congress/domain/contracts/bulk-actions';
import { Button, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../../../lib/i18n/use-text.ts';

/**
 * How many are selected, and the step from "this page" to "all N matching the filter":
 * offered once every row of the page is ticked and the filter holds more.
 */
export function SelectionBanner(props: {
  count: number;
  isAll: boolean;
  /** Every row of the page is ticked and more match: "all N" is one step away. */
  canSelectAll: boolean;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const t = useText();
  return (
    <Group gap="sm" aria-live="polite">
      <Text fz="sm" fw={600}>
        {t(props.isAll ? BULK_MESSAGES.allSelected : BULK_MESSAGES.pageSelected, { count: props.count })}
      </Text>
      {props.canSelectAll && (
        <Button variant="subtle" size="compact-sm" onClick={props.onSelectAll}>
          <FormattedMessage
            id="participations.selection.selectAll"
            defaultMessage="Select all {total, number} matching the filter"
            values={{ total: props.total }}
          />
        </Button>
      )}
      <Button variant="default" size="compact-sm" onClick={props.onClear}>
        <FormattedMessage id="participations.selection.clear" defaultMessage="Clear selection" />
      </Button>
    </Group>
  );
}
