import { ZLoginRequest } from '@congress/domain/contracts/auth';
import { MESSAGES } from '@congress/domain/messages';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useText } from '../../../lib/i18n/use-text.ts';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import type { z } from 'zod';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignIn } from '../api/sign-in.ts';
import { landingHref } from '../landing-route.ts';
import { useIsMemberOnly } from '../use-is-member-only.ts';
import { loginErrorMessage } from '../login-error.ts';

type SignInFormProps = {
  congressSlug: string;
  redirect: string | null;
  /** Told when a sign-in starts, before the user is known. */
  onSubmit?: () => void;
};

export function SignInForm({ congressSlug, redirect, onSubmit: onSubmitted }: SignInFormProps) {
  const intl = useIntl();
  const t = useText();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const isMemberOnly = useIsMemberOnly(congressSlug, redirect);
  const form = useForm<z.input<typeof ZLoginRequest>>({
    initialValues: { username: '', password: '' },
    validate: useTranslatedResolver(zod4Resolver(ZLoginRequest, { errorPriority: 'first' })),
  });

  const onSubmit = form.onSubmit((values) => {
    const credentials = ZLoginRequest.parse(values);
    onSubmitted?.();
    signIn.mutate(
      { credentials, isMemberOnly },
      { onSuccess: (user) => navigate(landingHref(congressSlug, user.roles, redirect)) },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.signIn.submit', defaultMessage: 'Sign in' })}
    >
      <Stack gap="md">
        {isMemberOnly && <Text fw={600}>{t(MESSAGES.memberCredentials)}</Text>}
        <TextInput
          label={intl.formatMessage({ id: 'auth.field.email', defaultMessage: 'E-mail' })}
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          {...form.getInputProps('username')}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'auth.field.password', defaultMessage: 'Password' })}
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <Anchor component={Link} to={paths.sendEmailForm.getHref(congressSlug)} size="sm">
          {intl.formatMessage({ id: 'auth.signIn.forgot', defaultMessage: 'Forgot password?' })}
        </Anchor>
        <Button type="submit" loading={signIn.isPending}>
          {intl.formatMessage({ id: 'auth.signIn.submit', defaultMessage: 'Sign in' })}
        </Button>
        <FormMessage message={signIn.error ? loginErrorMessage(signIn.error, t) : null} />
        {isApiError(signIn.error) && signIn.error.code === 'NOT_MEMBER_ACCOUNT' && (
          <Anchor component={Link} to={paths.homeLogin.getHref(congressSlug)}>
            {intl.formatMessage({
              id: 'auth.signIn.otherType',
              defaultMessage: 'Choose another participant type',
            })}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
