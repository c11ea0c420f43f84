import type { TCongress } from '@congress/domain/contracts/congress';
import { Anchor, Box, Burger, Container, Group, Image, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
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

/**
 * Congress logo, label, description, information and website; the signed-in user and Logout. On a
 * phone only the logo and label show, the rest behind a menu button, so the screen's own content
 * starts in the first screenful.
 */
export function AppHeader({ congressSlug, congress, containerSize = 'lg' }: AppHeaderProps) {
  const intl = useIntl();
  const label =
    congress?.label ??
    intl.formatMessage({ id: 'app.congressRegistration', defaultMessage: 'Congress registration' });
  const { description, information, website, image } = congress?.options ?? {};
  const [isMenuOpen, menu] = useDisclosure(false);
  const open = isMenuOpen ? '' : undefined;

  return (
    <Box component="header" className={classes.header}>
      <Container size={containerSize} py={{ base: 'xs', sm: 'md' }}>
        <div className={classes.row}>
          <Group gap="md" wrap="nowrap" align="flex-start" className={classes.identity}>
            {image && <Image src={image} alt={label} fit="contain" className={classes.logo} />}
            <Stack gap={2} miw={0}>
              <Anchor
                component={Link}
                to={paths.homeLogin.getHref(congressSlug)}
                c="gray.9"
                fw={700}
                underline="hover"
                className={classes.title}
              >
                {label}
              </Anchor>
              <Stack gap={2} id="header-details" className={classes.details} data-open={open}>
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
                      {intl.formatMessage({
                        id: 'app.header.newTab',
                        defaultMessage: '(opens in a new tab)',
                      })}
                    </span>
                  </Anchor>
                )}
              </Stack>
            </Stack>
            <Burger
              className={classes.burger}
              opened={isMenuOpen}
              onClick={menu.toggle}
              size="sm"
              aria-expanded={isMenuOpen}
              aria-controls="header-details header-user"
              aria-label={intl.formatMessage({
                id: 'app.header.menu',
                defaultMessage: 'Congress and account',
              })}
            />
          </Group>
          <Group
            id="header-user"
            className={classes.user}
            data-open={open}
            gap="xs"
            wrap="wrap"
            align="center"
          >
            <LanguageMenu />
            <UserMenu congressSlug={congressSlug} />
          </Group>
        </div>
      </Container>
    </Box>
  );
}
