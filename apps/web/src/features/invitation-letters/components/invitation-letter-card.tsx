import type { TLetterState } from '@congress/domain/contracts/invitation-letters';
import { formatDate } from '@congress/domain/dates';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useDownloadLetter } from '../api/download-letter.ts';
import { useLetterState } from '../api/get-letter-state.ts';
import { m } from '../messages.ts';
import { LetterRequestForm } from './letter-request-form.tsx';

/** The dashboard's visa invitation letter, for a confirmed registration. */
export function InvitationLetterCard({
  participationId,
  timeZone,
}: {
  participationId: number;
  timeZone?: string;
}) {
  const intl = useIntl();
  const state = useLetterState(participationId);
  if (!state.data || (!state.data.isConfirmed && !state.data.letter)) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="letter-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="letter-title">
          {intl.formatMessage(m.cardTitle)}
        </Title>
        <LetterBody participationId={participationId} state={state.data} timeZone={timeZone} />
      </Stack>
    </Card>
  );
}

function LetterBody({
  participationId,
  state,
  timeZone,
}: {
  participationId: number;
  state: TLetterState;
  timeZone: string | undefined;
}) {
  const intl = useIntl();
  const download = useDownloadLetter();
  const { letter } = state;
  const paymentNote = !state.isPaid && (
    <Alert color="yellow" variant="light" data-testid="letter-waits-payment">
      {intl.formatMessage(m.waitingPayment)}
    </Alert>
  );
  if (letter?.status === 'issued') {
    return (
      <>
        <Text data-testid="letter-status">
          {intl.formatMessage(m.issued, {
            reference: letter.reference,
            date: formatDate(letter.issuedAt ?? letter.requestedAt, timeZone),
          })}
        </Text>
        <Group>
          <Button variant="outline" loading={download.isPending} onClick={() => download.mutate(letter.id)}>
            {intl.formatMessage(m.download)}
          </Button>
        </Group>
      </>
    );
  }
  if (letter?.status === 'requested') {
    // Not paid: the payment is what it waits for first (decided on the server when it is paid).
    return (
      paymentNote || (
        <Text data-testid="letter-status">
          {intl.formatMessage(m.waitingApproval, { reference: letter.reference })}
        </Text>
      )
    );
  }
  return (
    <>
      {letter?.status === 'refused' ? (
        <Alert color="red" variant="light" data-testid="letter-status">
          {intl.formatMessage(m.refused, { reason: letter.refusalReason ?? '' })}
        </Alert>
      ) : (
        <Text size="sm">{intl.formatMessage(m.cardIntro)}</Text>
      )}
      {paymentNote}
      <LetterRequestForm participationId={participationId} known={state.known} isAgain={letter !== null} />
    </>
  );
}
