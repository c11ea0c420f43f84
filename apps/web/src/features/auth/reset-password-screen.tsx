import { ZResetToken } from '@congress/domain/contracts/auth';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/use-text.ts';
import { useTranslatedResolver } from '../../lib/i18n/translated-resolver.ts';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { notifyError } from '../../lib/notify.ts';
import { useResetPassword } from './api/reset-password.ts';
import { PasswordChecklist } from './components/password-checklist.tsx';
import { ZResetPasswordForm } from './reset-password-form.ts';

/** Weak password toast: 3 seconds at the centre (spec 5, 9). */
const WEAK_PASSWORD_TOAST_MS = 3000;

function resetFailureMessage(error: Error, t: (text: string) => string): string {
  if (!(error instanceof ApiError)) return t(MESSAGES.unknownError);
  return error.serverMessage ?? t(MESSAGES.resetFailed);
}

export function ResetPasswordScreen({ congressSlug, token }: { congressSlug: string; token: string }) {
  const intl = useIntl();
  const t = useText();
  const resetPassword = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: useTranslatedResolver(zod4Resolver(ZResetPasswordForm, { errorPriority: 'first' })),
  });

  const onSubmit = form.onSubmit(
    ({ password }) =>
      resetPassword.mutate(
        { token, password },
        {
          onError: (error) => {
            if (error instanceof ApiError && error.fields?.password) form.setErrors(error.fields);
            notifyError(resetFailureMessage(error, t));
          },
        },
      ),
    (errors) => {
      if (errors.password === t(MESSAGES.weakPassword)) {
        notifyError(t(MESSAGES.weakPassword), { position: 'top-center', autoClose: WEAK_PASSWORD_TOAST_MS });
      }
    },
  );

  if (!ZResetToken.safeParse(token).success) {
    return (
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480} mx="auto">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {intl.formatMessage({ id: 'auth.reset.title', defaultMessage: 'Reset your password' })}
          </Title>
          <Text role="alert">{t(MESSAGES.resetTokenInvalid)}</Text>
          <Button component={Link} to={paths.sendEmailForm.getHref(congressSlug)}>
            {t(MESSAGES.sendResetLink)}
          </Button>
        </Stack>
      </Paper>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480} mx="auto">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {intl.formatMessage({ id: 'auth.reset.saved', defaultMessage: 'New password saved' })}
          </Title>
          <Text role="status">{t(MESSAGES.passwordChanged)}</Text>
          <Button component={Link} to={paths.homeLogin.getHref(congressSlug)}>
            {intl.formatMessage({ id: 'errors.page.home', defaultMessage: 'Home' })}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480} mx="auto">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2" id="reset-password-title">
            {intl.formatMessage({ id: 'auth.reset.title', defaultMessage: 'Reset your password' })}
          </Title>
          <PasswordField
            label={intl.formatMessage({ id: 'auth.reset.newPassword', defaultMessage: 'New password' })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordChecklist password={form.values.password} />
          <PasswordField
            label={intl.formatMessage({
              id: 'auth.reset.confirmPassword',
              defaultMessage: 'Confirm password',
            })}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={resetPassword.isPending}>
            {intl.formatMessage({ id: 'auth.reset.save', defaultMessage: 'Save password' })}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
