import type { TCongress } from '@congress/domain/contracts/congress';
import { Anchor, Box, Container, Group, Image, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import classes from './app-header.module.css';
import { LanguageMenu } from '../i18n/language-menu.tsx';
import { UserMenu } from './user-menu.tsx';

type AppHeaderProps = {
  congressSlug: string;
  congress: TCongress | undefined;
  /** The width of the main content, so that header and content line up. */
  containerSize?: string | number;
};

/** Congress logo, label, description, information and website; the signed-in user and Logout. */
export function AppHeader({ congressSlug, congress, containerSize = 'lg' }: AppHeaderProps) {
  const intl = useIntl();
  const label =
    congress?.label ??
    intl.formatMessage({ id: 'app.congressRegistration', defaultMessage: 'Congress registration' });
  const { description, information, website, image } = congress?.options ?? {};

  return (
    <Box component="header" className={classes.header}>
      <Container size={containerSize} py="md">
        <div className={classes.row}>
          <Group gap="md" wrap="nowrap" align="flex-start" className={classes.identity}>
            {image && <Image src={image} alt={label} fit="contain" className={classes.logo} />}
            <Stack gap={2} miw={0}>
              <Anchor
                component={Link}
                to={paths.homeLogin.getHref(congressSlug)}
                c="gray.9"
                fw={700}
                fz="xl"
                underline="hover"
              >
                {label}
              </Anchor>
              {description && (
                <Text size="sm" c="gray.8">
                  {description}
                </Text>
              )}
              {information && (
                <Text size="sm" c="gray.7">
                  {information}
                </Text>
              )}
              {website && (
                <Anchor
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  className={classes.website}
                >
                  {intl.formatMessage({ id: 'app.header.website', defaultMessage: 'Congress website' })}
                  <IconExternalLink size={14} aria-hidden />
                  {/* A space, so that screen readers say "website (opens…)" rather than one word. */}
                  <span className={classes.hint}>
                    {' '}
                    {intl.formatMessage({ id: 'app.header.newTab', defaultMessage: '(opens in a new tab)' })}
                  </span>
                </Anchor>
              )}
            </Stack>
          </Group>
          <Group className={classes.user} gap="xs" wrap="wrap" align="center">
            <LanguageMenu />
            <UserMenu congressSlug={congressSlug} />
          </Group>
        </div>
      </Container>
    </Box>
  );
}
