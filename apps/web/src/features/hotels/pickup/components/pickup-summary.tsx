import type { TRoomPickup } from '@congress/domain/contracts/room-pickup';
import { formatMoney } from '@congress/domain/money';
import { useIntl } from 'react-intl';
import { type Figure, FigureCards } from '../../../../components/ui/figure-cards.tsx';
import { m } from '../messages.ts';

/** The hotel's figures over all nights: rooms, then the money owed now and at risk. */
export function PickupSummary({ pickup }: { pickup: TRoomPickup }) {
  const intl = useIntl();
  const { totals, currency } = pickup;
  const share = totals.contracted > 0 ? totals.sold / totals.contracted : 0;
  const figures: Figure[] = [
    { label: intl.formatMessage(m.contracted), value: intl.formatNumber(totals.contracted) },
    {
      label: intl.formatMessage(m.sold),
      value: intl.formatNumber(totals.sold),
      hint: intl.formatMessage(m.soldShare, { percent: share }),
    },
    { label: intl.formatMessage(m.held), value: intl.formatNumber(totals.held) },
    { label: intl.formatMessage(m.free), value: intl.formatNumber(totals.free) },
    {
      label: intl.formatMessage(m.owedNow),
      value: formatMoney(totals.exposureCents, currency),
      hint: intl.formatMessage(m.owedNowHint),
      ...(totals.exposureCents > 0 ? { color: 'red.9' } : {}),
    },
    {
      label: intl.formatMessage(m.atRisk),
      value: formatMoney(totals.atRiskCents, currency),
      hint: intl.formatMessage(m.atRiskHint),
    },
  ];
  return (
    <FigureCards
      label={intl.formatMessage(m.summary)}
      figures={figures}
      cols={{ base: 2, sm: 3, lg: 6 }}
      testId="pickup-figure"
    />
  );
}
