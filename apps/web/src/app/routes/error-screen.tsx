import { MESSAGES } from '@congress/domain/messages';
import { Button, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { errorMessageOf, errorStatusOf } from '../../lib/error-page-messages.ts';
import { useText } from '../../lib/i18n/use-text.ts';

/**
 * error: the status number and "Oops, " plus the message (spec 2.2). The message comes from a fixed
 * list by its code: no text of the URL reaches the page.
 */
export function ErrorScreen() {
  const t = useText();
  const congressSlug = useCongressSlug();
  const [searchParams] = useSearchParams();
  const status = errorStatusOf(searchParams.get('status'));
  const message = errorMessageOf(searchParams.get('code'));

  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text fz={72} fw={800} lh={1} c="indigo.9">
        {status}
      </Text>
      <Title order={1}>{t(MESSAGES.oops, { message: t(message) })}</Title>
      <Button component={Link} to={paths.homeLogin.getHref(congressSlug)} variant="outline">
        <FormattedMessage id="errors.page.home" defaultMessage="Home" />
      </Button>
    </Stack>
  );
}
