import type { TCurrentUser } from '@congress/domain/contracts/auth';
import { Button, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { landingHref } from '../landing-route.ts';

type SignedInNoticeProps = { congressSlug: string; user: TCurrentUser };

/** In place of the sign-in form when somebody is already signed in. */
export function SignedInNotice({ congressSlug, user }: SignedInNoticeProps) {
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        <FormattedMessage
          id="auth.signedIn.notice"
          defaultMessage="You are signed in as <b>{email}</b>."
          values={{ email: user.email, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </Text>
      <Button component={Link} to={landingHref(congressSlug, user.roles)}>
        <FormattedMessage id="auth.signedIn.dashboard" defaultMessage="Go to my dashboard" />
      </Button>
    </Stack>
  );
}
