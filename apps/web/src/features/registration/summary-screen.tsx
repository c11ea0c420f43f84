import { Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { RegistrationSteps } from '../../components/ui/registration-steps.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useMyParticipation } from './api/get-my-participation.ts';
import { useCongress } from '../../api/congress.ts';
import { ParticipationSummary } from './components/participation-summary.tsx';
import { PendingChangeCard } from './components/pending-change-card.tsx';
import { PaymentSummary } from './components/payment-summary.tsx';

const m = defineMessages({
  step: { id: 'registration.summary.step', defaultMessage: 'Step 3 of 4' },
  heading: { id: 'registration.summary.heading', defaultMessage: 'Summary' },
  loading: { id: 'registration.summary.loading', defaultMessage: 'Loading your registration' },
  none: { id: 'registration.summary.none', defaultMessage: 'You have no registration yet.' },
  chooseRate: { id: 'registration.summary.chooseRate', defaultMessage: 'Choose a rate' },
});

type SummaryScreenProps = { congressSlug: string; participant: string };

/** summary (step 3), then the payment summary step below it. */
export function SummaryScreen({ congressSlug, participant }: SummaryScreenProps) {
  const text = useIntl().formatMessage;
  const query = useMyParticipation(congressSlug);
  const timeZone = useCongress(congressSlug).data?.timeZone ?? 'Europe/Lisbon';
  const formHref = paths.registrationForm.getHref(congressSlug, participant);
  return (
    <Stack gap="lg">
      <RegistrationSteps active={2} />
      <ScreenSection eyebrow={text(m.step)} title={text(m.heading)} />
      {query.isPending && <PageLoader label={text(m.loading)} />}
      {query.isError && <FormMessage message={query.error.message} />}
      {query.data === null && (
        <Stack gap="md">
          <FormMessage message={text(m.none)} />
          <Group>
            <Button component={Link} to={paths.rateList.getHref(congressSlug, participant)}>
              {text(m.chooseRate)}
            </Button>
          </Group>
        </Stack>
      )}
      {query.data && (
        <>
          <ParticipationSummary participation={query.data} />
          {query.data.pendingChange && (
            <PendingChangeCard
              participation={query.data}
              change={query.data.pendingChange}
              timeZone={timeZone}
            />
          )}
          <PaymentSummary
            congressSlug={congressSlug}
            participant={participant}
            participation={query.data}
            previousHref={formHref}
          />
        </>
      )}
    </Stack>
  );
}
