import { SELF_CANCELLED } from '@congress/domain/cancellation-policy';
import type { TCongress } from '@congress/domain/contracts/congress';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { HOLD_EXPIRED } from '@congress/domain/participation-money';
import { MESSAGES } from '@congress/domain/messages';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/use-text.ts';
import { useRegistrationStatusLabel } from '../../components/money/labels.ts';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { BookedStay } from '../../components/stay/booked-stay.tsx';
import { RoomMateLine } from './components/room-mate-line.tsx';
import { paths } from '../../config/paths.ts';
import { ActivitiesCard } from './components/activities-card.tsx';
import { EmailConfirmBanner } from './components/email-confirm-banner.tsx';
import { GroupBookingsCard } from './components/group-bookings-card.tsx';
import { GroupPayerLine } from './components/group-payer-line.tsx';
import { HoldEndedCard } from './components/hold-ended-card.tsx';
import { MoneyPanel } from './components/money-panel.tsx';
import { OverdueTransferNotice } from './components/overdue-transfer-notice.tsx';
import { PaymentStatusLine } from './components/payment-status-line.tsx';
import { RefundRefusedCard } from './components/refund-refused-card.tsx';
import { CancelRegistrationCard } from './components/cancel-registration-card.tsx';
import { TicketsCard } from './components/tickets-card.tsx';
import { WaitingOffersCard } from './components/waiting-offers-card.tsx';

type UserHomeScreenProps = {
  congressSlug: string;
  name: string;
  /** undefined while loading; null when not registered (404). */
  participation: TParticipation | null | undefined;
  error: string | null;
  onModify: (participation: TParticipation) => void;
  /** The public congress: its time zone, e-mail and bank details. */
  congress?: TCongress | undefined;
  /** The account's address while it is not confirmed (decisions 50): a banner says so. */
  unconfirmedEmail?: string | null;
  /** A user account may pay for groups (decisions 49); a member of the book books for itself only. */
  canBookGroups?: boolean;
};

/** dashboardUserHome: the welcome, then the registration status with View and Modify, or CREATE. */
export function UserHomeScreen({
  congressSlug,
  name,
  participation,
  error,
  onModify,
  congress,
  unconfirmedEmail,
  canBookGroups = false,
}: UserHomeScreenProps) {
  const intl = useIntl();
  const t = useText();
  const statusLabel = useRegistrationStatusLabel();
  const main = participation?.registrations.find((registration) => registration.position === 1);
  // Decisions 33: staff cancelled it (an expired hold may be booked again); decisions 48: or its participant.
  const isSelfCancelled = main?.statusRegistration === 'cancelled' && main.statusComment === SELF_CANCELLED;
  const isCancelledByOrganiser =
    main?.statusRegistration === 'cancelled' && main.statusComment !== HOLD_EXPIRED && !isSelfCancelled;
  const isHoldEnded = main?.statusRegistration === 'cancelled' && main.statusComment === HOLD_EXPIRED;
  return (
    <ScreenSection
      title={intl.formatMessage({ id: 'dashboard.home.welcome', defaultMessage: 'Welcome {name}' }, { name })}
    >
      <EmailConfirmBanner email={unconfirmedEmail} />
      {error && <FormMessage message={error} />}
      {!error && participation === undefined && (
        <PageLoader
          label={intl.formatMessage({ id: 'dashboard.loading', defaultMessage: 'Loading your registration' })}
        />
      )}
      <WaitingOffersCard congressSlug={congressSlug} timeZone={congress?.timeZone ?? 'Europe/Lisbon'} />
      {canBookGroups && <GroupBookingsCard congressSlug={congressSlug} />}
      {participation === null && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text>
              {intl.formatMessage({
                id: 'dashboard.notRegistered',
                defaultMessage: 'You are not registered for this congress yet.',
              })}
            </Text>
            <Group>
              <Button component={Link} to={paths.homeLogin.getHref(congressSlug)}>
                {intl.formatMessage({ id: 'dashboard.home.create', defaultMessage: 'CREATE' })}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {participation && (
        <Card
          withBorder
          padding="md"
          component="section"
          aria-label={intl.formatMessage({
            id: 'dashboard.home.registrationLabel',
            defaultMessage: 'Your registration',
          })}
        >
          <Stack gap="sm">
            <Text>
              <FormattedMessage
                id="dashboard.home.registration"
                defaultMessage="Your registration: <b>{rate}</b>"
                values={{ rate: participation.rate.label, b: (chunks) => <strong>{chunks}</strong> }}
              />
            </Text>
            <BookedStay
              stay={participation.stay}
              extraNights={participation.extraNights}
              currency={participation.currency}
            />
            <RoomMateLine roomMate={participation.roomMate} />
            <GroupPayerLine participation={participation} />
            <Text>
              <FormattedMessage
                id="dashboard.home.status"
                defaultMessage="Status: {status}"
                values={{
                  status: (
                    <strong data-testid="registration-status">
                      {statusLabel(main?.statusRegistration ?? 'pending')}
                    </strong>
                  ),
                }}
              />
            </Text>
            <PaymentStatusLine
              participation={participation}
              isCancelled={main?.statusRegistration === 'cancelled'}
            />
            <OverdueTransferNotice
              participation={participation}
              timeZone={congress?.timeZone ?? 'Europe/Lisbon'}
            />
            <Group>
              <Button component={Link} to={paths.dashboardUserSummary.getHref(congressSlug)}>
                {intl.formatMessage({ id: 'dashboard.home.view', defaultMessage: 'View' })}
              </Button>
              {!isCancelledByOrganiser && !isHoldEnded && !isSelfCancelled && (
                <Button variant="outline" onClick={() => onModify(participation)}>
                  {intl.formatMessage({ id: 'dashboard.home.modify', defaultMessage: 'Modify' })}
                </Button>
              )}
            </Group>
            {isCancelledByOrganiser && (
              <Text size="sm" data-testid="cancelled-by-organiser">
                <strong>{t(MESSAGES.cancelledByOrganiser)}.</strong>
                {congress?.informationEmail ? (
                  <>
                    {' '}
                    <FormattedMessage
                      id="dashboard.home.cancelledContact"
                      defaultMessage="To talk about it, write to {email}."
                      values={{
                        email: (
                          <Anchor href={`mailto:${congress.informationEmail}`}>
                            {congress.informationEmail}
                          </Anchor>
                        ),
                      }}
                    />
                  </>
                ) : null}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      {participation && (
        <HoldEndedCard
          congressSlug={congressSlug}
          participation={participation}
          timeZone={congress?.timeZone ?? 'Europe/Lisbon'}
        />
      )}
      {participation &&
        ((!isCancelledByOrganiser && !isHoldEnded) || participation.statement.creditCents > 0) && (
          <MoneyPanel congressSlug={congressSlug} participation={participation} congress={congress} />
        )}
      {participation && <CancelRegistrationCard participation={participation} />}
      {participation && <RefundRefusedCard participation={participation} />}
      {participation && <TicketsCard participation={participation} />}
      {participation && <ActivitiesCard congressSlug={congressSlug} participation={participation} />}
    </ScreenSection>
  );
}
