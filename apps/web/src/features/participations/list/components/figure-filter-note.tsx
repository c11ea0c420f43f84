import { listFigureLabel, parseListFigure } from '@congress/domain/contracts/list-figures';
import { Badge, Button, Group } from '@mantine/core';

/** The list opened from an overview figure says so, and lets the organiser drop that filter. */
export function FigureFilterNote(props: { figure: string | undefined; onClear: () => void }) {
  const figure = props.figure ? parseListFigure(props.figure) : null;
  if (!figure) return null;
  return (
    <Group gap="xs" mt="sm">
      <Badge variant="light" color="indigo.9" size="lg" tt="none" data-testid="figure-filter">
        {`Overview figure: ${listFigureLabel(figure)}`}
      </Badge>
      <Button variant="subtle" size="compact-sm" onClick={props.onClear}>
        Show every participation
      </Button>
    </Group>
  );
}
