import { GROUP_MAX_PLACES, GROUP_MESSAGES, GROUP_MIN_PLACES } from '@congress/domain/contracts/groups';
import { isGroupRate } from '@congress/domain/groups/group-rules';
import { formatMoney } from '@congress/domain/money';
import { Alert, Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCongressRates } from '../../api/congress-rates.ts';
import { useCreateGroup } from '../../api/groups.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-error.ts';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useText } from '../../lib/i18n/use-text.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { PayerFieldset } from './components/payer-fieldset.tsx';
import { emptyGroupForm, type GroupFormValues, placesOf, toGroupCreate, ZGroupForm } from './group-form.ts';

const m = defineMessages({
  title: { id: 'groups.new.title', defaultMessage: 'Book for several people' },
  description: {
    id: 'groups.new.description',
    defaultMessage:
      'Book places for 2 to 20 people at once and pay for them together. You name each person later.',
  },
  loading: { id: 'groups.new.loading', defaultMessage: 'Loading the rate' },
  rateNotFound: { id: 'groups.new.rateNotFound', defaultMessage: 'This rate was not found.' },
  pricePerPerson: { id: 'groups.new.pricePerPerson', defaultMessage: '{price} per person' },
  places: { id: 'groups.new.places', defaultMessage: 'Number of people' },
  total: { id: 'groups.new.total', defaultMessage: 'Total: {total}' },
  submit: {
    id: 'groups.new.submit',
    defaultMessage: '{count, plural, one {Book # place} other {Book # places}}',
  },
  failed: { id: 'groups.new.failed', defaultMessage: 'The group could not be booked' },
});

type GroupNewScreenProps = { congressSlug: string; rateId: number; currency: string };

/** The payer chooses how many places and who pays; the places are taken together or not at all. */
export function GroupNewScreen({ congressSlug, rateId, currency }: GroupNewScreenProps) {
  const text = useIntl().formatMessage;
  const t = useText();
  const rates = useCongressRates(congressSlug);
  if (rates.isPending) return <PageLoader label={text(m.loading)} />;
  const rate = rates.data?.find((candidate) => candidate.id === rateId);
  const problem = rates.isError
    ? rates.error.message
    : !rate
      ? text(m.rateNotFound)
      : !isGroupRate({
            isMemberType: rate.firstParticipantType.isMember,
            secondParticipantType: rate.secondParticipantType,
          })
        ? t(GROUP_MESSAGES.rateNotForGroups)
        : null;
  return (
    <ScreenSection title={text(m.title)} description={text(m.description)}>
      {problem || !rate ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : (
        <GroupNewForm
          congressSlug={congressSlug}
          rate={{
            id: rate.id,
            label: rate.label,
            hotel: rate.hotel.name,
            priceCents: rate.firstParticipantPriceCents,
          }}
          currency={currency}
        />
      )}
    </ScreenSection>
  );
}

type GroupNewFormProps = {
  congressSlug: string;
  rate: { id: number; label: string; hotel: string; priceCents: number };
  currency: string;
};

function GroupNewForm({ congressSlug, rate, currency }: GroupNewFormProps) {
  const text = useIntl().formatMessage;
  const t = useText();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<GroupFormValues>({
    initialValues: emptyGroupForm(),
    // The shared schema's errors are the domain's texts, said in the reader's language.
    validate: (values) =>
      Object.fromEntries(
        Object.entries(zod4Resolver(ZGroupForm)(values)).map(([field, message]) => [
          field,
          field === 'places' ? t(GROUP_MESSAGES.size) : typeof message === 'string' ? t(message) : message,
        ]),
      ),
  });
  const places = placesOf(form.getValues());

  function onSubmit(values: GroupFormValues) {
    setError(null);
    create.mutate(toGroupCreate(values, congressSlug, rate.id), {
      onSuccess: (group) => {
        notifySuccess(t(GROUP_MESSAGES.created));
        void navigate(paths.dashboardUserGroup.getHref(congressSlug, group.id));
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.fields) form.setErrors(failure.fields);
        setError(failure.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-label={text(m.title)}>
      <Stack gap="lg" maw={720}>
        <Card withBorder padding="md">
          <Text fw={700}>{rate.label}</Text>
          <Text size="sm" c="gray.8">
            {rate.hotel}
          </Text>
          <Text fw={600}>{text(m.pricePerPerson, { price: formatMoney(rate.priceCents, currency) })}</Text>
        </Card>
        <NumberInput
          label={text(m.places)}
          required
          min={GROUP_MIN_PLACES}
          max={GROUP_MAX_PLACES}
          allowDecimal={false}
          allowNegative={false}
          maw={200}
          {...form.getInputProps('places')}
        />
        <PayerFieldset form={form} />
        <Text fw={700} size="lg" aria-live="polite">
          {text(m.total, { total: formatMoney(places * rate.priceCents, currency) })}
        </Text>
        {error && (
          <Alert color="red" title={text(m.failed)} role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {text(m.submit, { count: places })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
