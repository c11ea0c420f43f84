import {
  type LetterLanguage,
  type TLetterRequest,
  type TLetterState,
  ZLetterRequest,
} from '@congress/domain/contracts/invitation-letters';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useIntl } from 'react-intl';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { CountrySelect } from '../../../components/person-form/country-select.tsx';
import { showFieldErrors } from '../../../lib/api-error.ts';
import { useRequestLetter } from '../api/request-letter.ts';
import { m } from '../messages.ts';

type Known = TLetterState['known'];

/** The request: the letter's language and only what the registration lacks (the rest is sent as stored). */
export function LetterRequestForm({
  participationId,
  known,
  isAgain,
}: {
  participationId: number;
  known: Known;
  isAgain: boolean;
}) {
  const intl = useIntl();
  const request = useRequestLetter(participationId);
  const form = useForm<TLetterRequest>({
    initialValues: {
      language: intl.locale.startsWith('fr') ? 'fr' : 'en',
      birthDate: known.birthDate ?? '',
      postalAddress: known.postalAddress ?? '',
      passportNumber: known.passportNumber ?? '',
      passportCreationDate: known.passportCreationDate ?? '',
      passportExpirationDate: known.passportExpirationDate ?? '',
      nationality: known.nationality ?? '',
    },
    validate: useTranslatedResolver(zod4Resolver(ZLetterRequest, { errorPriority: 'first' })),
  });
  // A field stays asked once shown, even after it is typed in (known is what the server had).
  const asks = (field: keyof Known) => !known[field] || Boolean(form.errors[field]);
  const label = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => request.mutate(values, { onError: showFieldErrors(form) }))}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="letter-language">
            {label(m.language)}
          </Text>
          <SegmentedControl
            aria-labelledby="letter-language"
            data={[
              { value: 'en', label: label(m.english) },
              { value: 'fr', label: label(m.french) },
            ]}
            value={form.values.language}
            onChange={(value) => form.setFieldValue('language', value as LetterLanguage)}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {asks('birthDate') && (
            <TextInput label={label(m.birthDate)} type="date" required {...form.getInputProps('birthDate')} />
          )}
          {asks('passportNumber') && (
            <TextInput label={label(m.passportNumber)} required {...form.getInputProps('passportNumber')} />
          )}
          {asks('passportCreationDate') && (
            <TextInput
              label={label(m.passportIssuedOn)}
              type="date"
              required
              {...form.getInputProps('passportCreationDate')}
            />
          )}
          {asks('passportExpirationDate') && (
            <TextInput
              label={label(m.passportExpiresOn)}
              type="date"
              required
              {...form.getInputProps('passportExpirationDate')}
            />
          )}
          {asks('nationality') && (
            <CountrySelect
              label={label(m.nationality)}
              required
              value={form.values.nationality}
              onChange={(value) => form.setFieldValue('nationality', value)}
              error={form.errors.nationality}
            />
          )}
        </SimpleGrid>
        {asks('postalAddress') && (
          <Textarea
            label={label(m.postalAddress)}
            required
            rows={2}
            autoComplete="street-address"
            {...form.getInputProps('postalAddress')}
          />
        )}
        <Group>
          <Button type="submit" loading={request.isPending}>
            {label(isAgain ? m.requestAgain : m.request)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
