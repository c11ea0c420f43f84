import type { TCurrentUser } from '@congress/domain/contracts/auth';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { landingHref } from '../landing-route.ts';

type SignedInNoticeProps = { congressSlug: string; user: TCurrentUser };

/** In place of the sign-in form when somebody is already signed in. */
export function SignedInNotice({ congressSlug, user }: SignedInNoticeProps) {
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        You are signed in as <strong>{user.email}</strong>.
      </Text>
      <Button component={Link} to={landingHref(congressSlug, user.roles)}>
        Go to my dashboard
      </Button>
    </Stack>
  );
}
