import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import { formatMoney } from '@congress/domain/money';
import { Button, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useText } from '../../lib/i18n/use-text.ts';

export const REFUND_LABEL = 'REFUND';

const m = defineMessages({
  home: { id: 'payment.confirm.home', defaultMessage: 'Home' },
  loading: { id: 'payment.confirm.loading', defaultMessage: 'Loading your registration' },
  nothing: { id: 'payment.confirm.nothingToSave', defaultMessage: 'Nothing to save' },
  saved: { id: 'payment.confirm.saved', defaultMessage: 'Reservation saved' },
});

type ConfirmScreenProps = {
  congressSlug: string;
  /** The participant's participation as the server has it: undefined while loading, null if none. */
  participation: TParticipation | null | undefined;
};

/**
 * The refund the server recorded for this change: open requests, or a refund
 * already made at once (a congress may let card refunds through without approval). The URL's amount
 * is never shown.
 */
function recordedRefundCents(participation: TParticipation): number {
  if (participation.statement.refundRequestedCents > 0) return participation.statement.refundRequestedCents;
  const last = participation.payment.at(-1);
  return last?.kind === 'refund' && last.state === 'refunded' ? last.amountCents : 0;
}

/** confirm: the change is saved; a REFUND also says the refund is being processed (spec 2.2). */
export function ConfirmScreen({ congressSlug, participation }: ConfirmScreenProps) {
  const text = useIntl().formatMessage;
  const t = useText();
  const [searchParams] = useSearchParams();
  const isRefund = searchParams.get('label') === REFUND_LABEL;
  const home = (
    <Group>
      <Button component={Link} to={paths.dashboardUserHome.getHref(congressSlug)}>
        {text(m.home)}
      </Button>
    </Group>
  );
  if (participation === undefined) return <PageLoader label={text(m.loading)} />;
  if (participation === null) {
    return (
      <ScreenSection title={text(m.nothing)}>
        <Text role="status">{t(MESSAGES.noRegistrationYet)}</Text>
        {home}
      </ScreenSection>
    );
  }
  const refundCents = isRefund ? recordedRefundCents(participation) : 0;
  return (
    <ScreenSection title={text(m.saved)}>
      <Text role="status">{t(MESSAGES.reservationSaved)}</Text>
      {refundCents > 0 && (
        <Text>
          {t(MESSAGES.refundProcessing, { amount: formatMoney(refundCents, participation.currency) })}
        </Text>
      )}
      {home}
    </ScreenSection>
  );
}
