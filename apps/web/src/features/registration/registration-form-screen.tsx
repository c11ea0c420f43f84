import type { TMemberUser } from '@congress/domain/contracts/auth';
import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TRateBase } from '@congress/domain/contracts/rates';
import { needsMemberSignIn as memberSignInNeeded } from '@congress/domain/member-rates';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useText } from '../../lib/i18n/use-text.ts';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { RegistrationSteps } from '../../components/ui/registration-steps.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useMemberUser } from './api/get-member-user.ts';
import { useMyParticipation } from './api/get-my-participation.ts';
import { initialBookingValues } from './booking-form.ts';
import { BookingForm } from './components/booking-form.tsx';
import { readDraft, withDraft } from './form-draft.ts';
import { useMinDelay } from '../../lib/use-min-delay.ts';

const m = defineMessages({
  step: { id: 'registration.form.step', defaultMessage: 'Step 2 of 4' },
  heading: { id: 'registration.form.heading', defaultMessage: 'Registration form' },
  loading: { id: 'registration.form.loading', defaultMessage: 'Loading the registration form' },
  previous: { id: 'registration.form.previous', defaultMessage: 'Previous' },
});

type RegistrationFormScreenProps = {
  congressSlug: string;
  participant: string;
  /** The rate chosen at step 1; the "Modify" path falls back to the participation's rate. */
  selectedRate: TRateBase | null;
  privacyText: string | null;
  isMemberSession: boolean;
  /** The signed-in account's e-mail, prefilled for a new participant. */
  accountEmail?: string | null | undefined;
  /** Told after a successful booking (the app refreshes what depends on it, e.g. the header's name). */
  onBooked?: () => void;
  spinnerMs?: number;
};

/** registrationForm (step 2). */
export function RegistrationFormScreen(props: RegistrationFormScreenProps) {
  const { congressSlug, participant, selectedRate, isMemberSession } = props;
  const text = useIntl().formatMessage;
  const t = useText();
  const isWaiting = useMinDelay(props.spinnerMs);
  const participation = useMyParticipation(congressSlug);
  const member = useMemberUser({ enabled: isMemberSession });
  const rate = selectedRate ?? participation.data?.rate ?? null;
  const rateListHref = paths.rateList.getHref(congressSlug, participant);

  // A member rate's number comes from the member book: say so before the form, not at NEXT.
  const needsMemberSignIn =
    rate !== null &&
    memberSignInNeeded({ isMemberType: rate.firstParticipantType.isMember }, isMemberSession);
  const isLoading = isWaiting || participation.isPending || (isMemberSession && member.isPending);
  return (
    <Stack gap="lg">
      <RegistrationSteps active={1} />
      <ScreenSection eyebrow={text(m.step)} title={text(m.heading)} description={rate?.label} />
      {isLoading && <PageLoader label={text(m.loading)} />}
      {!isLoading && participation.isError && <FormMessage message={participation.error.message} />}
      {!isLoading && !participation.isError && !rate && (
        <Stack gap="md">
          <FormMessage message={t(MESSAGES.selectRate)} />
          <Group>
            <Button component={Link} to={rateListHref} variant="default">
              {text(m.previous)}
            </Button>
          </Group>
        </Stack>
      )}
      {!isLoading && !participation.isError && rate && needsMemberSignIn && (
        <Stack gap="md">
          <FormMessage message={t(MESSAGES.memberSignInRequired)} />
          <Group>
            <Button component={Link} to={rateListHref} variant="default">
              {text(m.previous)}
            </Button>
          </Group>
        </Stack>
      )}
      {!isLoading && !participation.isError && rate && !needsMemberSignIn && (
        <LoadedForm
          {...props}
          rate={rate}
          participation={participation.data ?? null}
          member={member.data ?? null}
        />
      )}
    </Stack>
  );
}

type LoadedFormProps = RegistrationFormScreenProps & {
  rate: TRateBase;
  participation: TParticipation | null;
  member: TMemberUser | null;
};

function LoadedForm({
  congressSlug,
  participant,
  privacyText,
  rate,
  participation,
  member,
  accountEmail,
  onBooked,
}: LoadedFormProps) {
  const prefilled = initialBookingValues({ rate, participation, member, accountEmail });
  return (
    <BookingForm
      key={rate.id}
      congressSlug={congressSlug}
      participant={participant}
      privacyText={privacyText}
      rate={rate}
      participation={participation}
      onBooked={onBooked}
      initialValues={withDraft(prefilled, readDraft(congressSlug, participant), rate)}
    />
  );
}
