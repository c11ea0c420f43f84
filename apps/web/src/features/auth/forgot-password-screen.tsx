import { ZResetPasswordRequest } from '@congress/domain/contracts/auth';
import { MESSAGES } from '@congress/domain/messages';
import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/use-text.ts';
import { useTranslatedResolver } from '../../lib/i18n/translated-resolver.ts';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { NOTIFY_DURATION_MS } from '../../lib/notify.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';

const ZForgotPasswordForm = ZResetPasswordRequest.pick({ email: true });
type Outcome = { tone: 'success' | 'error'; message: string };

/** sendEmailForm: asks for a reset link; the outcome shows for 5 seconds. */
export function ForgotPasswordScreen({ congressSlug }: { congressSlug: string }) {
  const intl = useIntl();
  const t = useText();
  const requestReset = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hideOutcome = useTimeout(() => setOutcome(null), NOTIFY_DURATION_MS);
  const form = useForm({
    initialValues: { email: '' },
    validate: useTranslatedResolver(zod4Resolver(ZForgotPasswordForm, { errorPriority: 'first' })),
  });

  const show = (next: Outcome) => {
    setOutcome(next);
    hideOutcome.clear();
    hideOutcome.start();
  };

  const onSubmit = form.onSubmit((values) => {
    const { email } = ZForgotPasswordForm.parse(values);
    requestReset.mutate(
      { email, congressSlug, baseUrl: window.location.origin },
      {
        onSuccess: () => show({ tone: 'success', message: t(MESSAGES.emailSent) }),
        onError: (error) =>
          show({
            tone: 'error',
            message: error instanceof ApiError ? error.message : t(MESSAGES.unknownError),
          }),
      },
    );
  });

  return (
    <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480} mx="auto">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2" id="forgot-password-title">
            {t(MESSAGES.forgotPassword)}
          </Title>
          <Text>
            {intl.formatMessage({
              id: 'auth.forgot.intro',
              defaultMessage:
                'Type the e-mail address of your account and we will send you a link to choose a new password.',
            })}
          </Text>
          <TextInput
            label={intl.formatMessage({ id: 'auth.field.email', defaultMessage: 'E-mail' })}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={requestReset.isPending}>
            {t(MESSAGES.sendResetLink)}
          </Button>
          <FormMessage message={outcome?.message} tone={outcome?.tone} />
          <Anchor component={Link} to={paths.homeLogin.getHref(congressSlug)} size="sm">
            {intl.formatMessage({ id: 'auth.forgot.back', defaultMessage: 'Back to sign in' })}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
