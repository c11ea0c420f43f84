import { GROUP_MESSAGES, type TGroupPlace } from '@congress/domain/contracts/groups';
import { formatDate } from '@congress/domain/dates';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useChooseGroupTransfer, useGroup } from '../../api/groups.ts';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useText } from '../../lib/i18n/use-text.ts';
import { CancelPlaceDialog } from './components/cancel-place-dialog.tsx';
import { GroupCardPayment } from './components/group-card-payment.tsx';
import { GroupHold } from './components/group-hold.tsx';
import { GroupTotals } from './components/group-totals.tsx';
import { GroupTransfer } from './components/group-transfer.tsx';
import { NamePlaceModal } from './components/name-place-modal.tsx';
import { PlacesList } from './components/places-list.tsx';

const m = defineMessages({
  loading: { id: 'groups.page.loading', defaultMessage: 'Loading the group booking' },
  failed: { id: 'groups.page.failed', defaultMessage: 'The group booking could not be shown' },
  title: { id: 'groups.page.title', defaultMessage: 'Group booking {reference}' },
  payer: { id: 'groups.page.payer', defaultMessage: 'Paid by {billingName}' },
  namesUntil: { id: 'groups.page.namesUntil', defaultMessage: 'Names can be given until {date}.' },
  placesTitle: { id: 'groups.page.placesTitle', defaultMessage: 'Places' },
  noPlaces: { id: 'groups.page.noPlaces', defaultMessage: 'This group has no places.' },
  payTitle: { id: 'groups.page.payTitle', defaultMessage: 'Pay' },
  byTransfer: { id: 'groups.page.byTransfer', defaultMessage: 'Pay by bank transfer' },
  byCard: { id: 'groups.page.byCard', defaultMessage: 'Pay by card' },
  checking: {
    id: 'groups.page.checking',
    defaultMessage: 'Payment received: the places are being confirmed…',
  },
  paid: { id: 'groups.page.paid', defaultMessage: 'The group is paid in full.' },
});

/** The card payment settles through the provider: the page asks again until the group is paid. */
const POLL_MS = 2000;

type GroupScreenProps = { groupId: number; accountEmail: string };

/** The payer's page of one group (decisions 49): its places and people, its money, paying once. */
export function GroupScreen({ groupId, accountEmail }: GroupScreenProps) {
  const text = useIntl().formatMessage;
  const t = useText();
  // Back from Stripe's own checks with a success in the return URL: the payment is settling.
  const [search] = useSearchParams();
  const [isPolling, setIsPolling] = useState(() => search.get('redirect_status') === 'succeeded');
  const query = useGroup(groupId, isPolling ? POLL_MS : false);
  const transfer = useChooseGroupTransfer(groupId);
  const [naming, setNaming] = useState<TGroupPlace | null>(null);
  const [cancelling, setCancelling] = useState<TGroupPlace | null>(null);
  const [isPayingByCard, setIsPayingByCard] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const isPaid = (query.data?.totals.dueCents ?? 1) <= 0;
  useEffect(() => {
    if (isPaid) setIsPolling(false);
  }, [isPaid]);

  if (query.isPending) return <PageLoader label={text(m.loading)} />;
  if (query.isError) {
    return (
      <Alert color="red" title={text(m.failed)} role="alert">
        {query.error.message}
      </Alert>
    );
  }
  const group = query.data;
  const canPay = !isPaid && !isPolling;

  return (
    <Stack gap="lg">
      <ScreenSection
        title={text(m.title, { reference: group.reference })}
        description={`${group.rate.label} · ${group.rate.hotel} · ${text(m.payer, { billingName: group.billingName })}`}
      />
      {group.holdExpiresAt && <GroupHold until={group.holdExpiresAt} timeZone={group.timeZone} />}
      <FormMessage tone="success" message={notice} />
      <Stack gap="sm" component="section" aria-labelledby="group-places-title">
        <Title order={2} size="h3" id="group-places-title">
          {text(m.placesTitle)}
        </Title>
        <Text>
          {group.canName
            ? text(m.namesUntil, { date: formatDate(group.namesDueOn, group.timeZone) })
            : t(GROUP_MESSAGES.namesClosed)}
        </Text>
        {group.places.length === 0 ? (
          <Text c="gray.8">{text(m.noPlaces)}</Text>
        ) : (
          <PlacesList group={group} onName={setNaming} onCancel={setCancelling} />
        )}
      </Stack>
      <GroupTotals group={group} />
      {group.transfer && <GroupTransfer group={group} transfer={group.transfer} />}
      {isPolling && <Text role="status">{text(m.checking)}</Text>}
      {isPaid && group.totals.awaitingTransferCents <= 0 && group.places.length > 0 && (
        <Text role="status">{text(m.paid)}</Text>
      )}
      {canPay && (
        <Stack gap="sm" component="section" aria-labelledby="group-pay-title">
          <Title order={2} size="h3" id="group-pay-title">
            {text(m.payTitle)}
          </Title>
          <Group>
            {!group.transfer && (
              <Button
                variant="default"
                loading={transfer.isPending}
                onClick={() => {
                  setIsPayingByCard(false);
                  transfer.mutate(undefined, {
                    onSuccess: () => setNotice(t(GROUP_MESSAGES.transferChosen)),
                  });
                }}
              >
                {text(m.byTransfer)}
              </Button>
            )}
            <Button onClick={() => setIsPayingByCard(true)} disabled={isPayingByCard}>
              {text(m.byCard)}
            </Button>
          </Group>
          <FormMessage message={transfer.error?.message} />
          {isPayingByCard && (
            <GroupCardPayment
              groupId={group.id}
              billingName={group.billingName}
              billingEmail={accountEmail}
              returnUrl={window.location.href}
              onSucceeded={() => {
                setIsPayingByCard(false);
                setIsPolling(true);
              }}
            />
          )}
        </Stack>
      )}
      {naming && (
        <NamePlaceModal
          groupId={group.id}
          place={naming}
          onClose={() => setNaming(null)}
          onNamed={(name) => {
            setNaming(null);
            setNotice(t(GROUP_MESSAGES.placeNamed, { name }));
          }}
        />
      )}
      {cancelling && (
        <CancelPlaceDialog
          groupId={group.id}
          place={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setCancelling(null);
            setNotice(t(GROUP_MESSAGES.placeCancelled));
          }}
        />
      )}
    </Stack>
  );
}
