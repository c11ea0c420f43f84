import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useConfirmEmail } from './api/email-verification.ts';
import { useCurrentUser } from './api/get-current-user.ts';
import { ResendConfirmation } from '../../components/account/resend-confirmation.tsx';

/**
 * The confirmation link of the e-mail (decisions 50): opening it confirms the address at once (the
 * signed token is the proof, no session needed); a spent or forged link says so and offers a new one.
 */
export function VerifyEmailScreen({ congressSlug, token }: { congressSlug: string; token: string }) {
  const intl = useIntl();
  const confirm = useConfirmEmail();
  const user = useCurrentUser();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  const title = intl.formatMessage({ id: 'verify.title', defaultMessage: 'Confirm your e-mail address' });
  const isSignedIn = Boolean(user.data);
  return (
    <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} mx="auto">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        {(confirm.isPending || confirm.isIdle) && (
          <PageLoader
            label={intl.formatMessage({ id: 'verify.checking', defaultMessage: 'Checking the link' })}
          />
        )}
        {confirm.data && (
          <>
            <Text role="status">{confirm.data.message}</Text>
            <Button
              component={Link}
              to={
                isSignedIn
                  ? paths.dashboardUserHome.getHref(congressSlug)
                  : paths.homeLogin.getHref(congressSlug)
              }
            >
              {isSignedIn
                ? intl.formatMessage({ id: 'verify.continue', defaultMessage: 'Go to my registration' })
                : intl.formatMessage({ id: 'verify.signIn', defaultMessage: 'Sign in' })}
            </Button>
          </>
        )}
        {confirm.error && (
          <>
            <Text role="alert">
              {isApiError(confirm.error) ? confirm.error.message : String(confirm.error)}
            </Text>
            {isSignedIn ? (
              <ResendConfirmation />
            ) : (
              <Button component={Link} to={paths.homeLogin.getHref(congressSlug)}>
                {intl.formatMessage({
                  id: 'verify.signInForLink',
                  defaultMessage: 'Sign in to get a new link',
                })}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
