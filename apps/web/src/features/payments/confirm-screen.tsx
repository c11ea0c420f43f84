import { MESSAGES, refundProcessing } from '@congress/domain/messages';
import { formatMoney } from '@congress/domain/money';
import { Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';

export const REFUND_LABEL = 'REFUND';

type ConfirmScreenProps = { congressSlug: string; currency: string };

/** confirm: the change is saved; a REFUND also says the refund is being processed (spec 2.2). */
export function ConfirmScreen({ congressSlug, currency }: ConfirmScreenProps) {
  const [searchParams] = useSearchParams();
  const amount = Math.abs(Number(searchParams.get('amount') ?? 0));
  const isRefund = searchParams.get('label') === REFUND_LABEL;
  const refundAmount = Number.isFinite(amount) ? formatMoney(Math.round(amount * 100), currency) : '';

  return (
    <ScreenSection title="Reservation saved">
      <Text role="status">{MESSAGES.reservationSaved}</Text>
      {isRefund && <Text>{refundProcessing(refundAmount)}</Text>}
      <Group>
        <Button component={Link} to={paths.dashboardUserHome.getHref(congressSlug)}>
          Home
        </Button>
      </Group>
    </ScreenSection>
  );
}
