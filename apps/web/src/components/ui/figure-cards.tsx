import { Paper, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';

export type Figure = { label: string; value: string; hint?: string | null; color?: string };

type FigureCardsProps = {
  /** The section's accessible name. */
  label: string;
  figures: Figure[];
  cols: SimpleGridProps['cols'];
  testId: string;
};

/** A row of headline figures (a label, a big value, an optional hint), two a line on a phone. */
export function FigureCards({ label, figures, cols, testId }: FigureCardsProps) {
  return (
    <section aria-label={label}>
      <SimpleGrid cols={cols} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="sm" radius="md" data-testid={testId}>
            <Text size="sm" c="gray.8">
              {figure.label}
            </Text>
            <Text fw={700} size="xl" c={figure.color}>
              {figure.value}
            </Text>
            {figure.hint && (
              <Text size="xs" c="gray.8">
                {figure.hint}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
