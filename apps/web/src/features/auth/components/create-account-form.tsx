import { ZCreateAccountRequest } from '@congress/domain/contracts/auth';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import type { z } from 'zod';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { showFieldErrors } from '../../../lib/api-error.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { landingHref } from '../landing-route.ts';
import { PasswordChecklist } from './password-checklist.tsx';

const ZCreateAccountForm = ZCreateAccountRequest.omit({ congressSlug: true });

type CreateAccountFormProps = { congressSlug: string; redirect: string | null };

/** Creates a participant account, signs it in and honours the redirect. */
export function CreateAccountForm({ congressSlug, redirect }: CreateAccountFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const form = useForm<z.input<typeof ZCreateAccountForm>>({
    initialValues: { email: '', password: '' },
    validate: useTranslatedResolver(zod4Resolver(ZCreateAccountForm, { errorPriority: 'first' })),
  });

  const onSubmit = form.onSubmit((values) => {
    const account = ZCreateAccountForm.parse(values);
    createAccount.mutate(
      { ...account, congressSlug },
      {
        onSuccess: (user) => navigate(landingHref(congressSlug, user.roles, redirect)),
        onError: showFieldErrors(form),
      },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.createAccount.title', defaultMessage: 'Create an account' })}
    >
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage({ id: 'auth.field.email', defaultMessage: 'E-mail' })}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'auth.field.password', defaultMessage: 'Password' })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordChecklist password={form.values.password} />
        <Button type="submit" loading={createAccount.isPending}>
          {intl.formatMessage({ id: 'auth.createAccount.title', defaultMessage: 'Create an account' })}
        </Button>
        <FormMessage message={createAccount.error?.message} />
      </Stack>
    </form>
  );
}
