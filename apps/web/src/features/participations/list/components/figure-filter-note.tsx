import { parseListFigure } from '@congress/domain/contracts/list-figures';
import { Badge, Button, Group } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { listFigureLabel } from '../../../../lib/list-figure-labels.ts';

/** The list opened from an overview figure says so, and lets the organiser drop that filter. */
export function FigureFilterNote(props: { figure: string | undefined; onClear: () => void }) {
  const intl = useIntl();
  const figure = props.figure ? parseListFigure(props.figure) : null;
  if (!figure) return null;
  return (
    <Group gap="xs" mt="sm">
      <Badge variant="light" color="indigo.9" size="lg" tt="none" data-testid="figure-filter">
        {intl.formatMessage(
          { id: 'participations.figure.note', defaultMessage: 'Overview figure: {figure}' },
          { figure: listFigureLabel(intl, figure) },
        )}
      </Badge>
      <Button variant="subtle" size="compact-sm" onClick={props.onClear}>
        <FormattedMessage id="participations.figure.clear" defaultMessage="Show every participation" />
      </Button>
    </Group>
  );
}
