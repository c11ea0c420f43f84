import type { TCongress } from '@congress/domain/contracts/congress';
import { MESSAGES } from '@congress/domain/messages';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useText } from '../../lib/i18n/use-text.ts';

/** The organiser's branding and "<congress label> - REGISTRATION" (spec 1). */
export function AppFooter({
  congress,
  containerSize = 'lg',
}: {
  congress: TCongress | undefined;
  /** The width of the main content, so that footer and content line up. */
  containerSize?: string | number;
}) {
  const t = useText();
  const intl = useIntl();
  return (
    <Box
      component="footer"
      bg="gray.1"
      py="lg"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size={containerSize}>
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={600} c="gray.9">
            {congress
              ? t(MESSAGES.footerText, { congressLabel: congress.label })
              : intl.formatMessage({
                  id: 'app.congressRegistration',
                  defaultMessage: 'Congress registration',
                })}
          </Text>
          {congress?.informationEmail && (
            <Anchor size="sm" href={`mailto:${congress.informationEmail}`}>
              {congress.informationEmail}
            </Anchor>
          )}
          <Text size="sm" c="gray.8">
            {intl.formatMessage({
              id: 'app.footer.poweredBy',
              defaultMessage: 'Powered by Congress Registration',
            })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
