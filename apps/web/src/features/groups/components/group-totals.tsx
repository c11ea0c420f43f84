import type { TGroup } from '@congress/domain/contracts/groups';
import { formatMoney } from '@congress/domain/money';
import { useIntl } from 'react-intl';
import { FigureCards } from '../../../components/ui/figure-cards.tsx';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  label: { id: 'groups.totals.label', defaultMessage: 'The group’s money' },
  price: { id: 'groups.totals.price', defaultMessage: 'Price' },
  paid: { id: 'groups.totals.paid', defaultMessage: 'Paid' },
  awaiting: { id: 'groups.totals.awaiting', defaultMessage: 'Awaiting transfer' },
  due: { id: 'groups.totals.due', defaultMessage: 'Due' },
});

/** What the group costs, what came in, what a chosen transfer will bring, and what is still due. */
export function GroupTotals({ group }: { group: TGroup }) {
  const text = useIntl().formatMessage;
  const money = (cents: number) => formatMoney(cents, group.currency);
  const { totals } = group;
  return (
    <FigureCards
      label={text(m.label)}
      cols={{ base: 2, sm: 4 }}
      testId="group-total"
      figures={[
        { label: text(m.price), value: money(totals.priceCents) },
        { label: text(m.paid), value: money(totals.paidCents) },
        { label: text(m.awaiting), value: money(totals.awaitingTransferCents) },
        {
          label: text(m.due),
          value: money(totals.dueCents),
          color: totals.dueCents > 0 ? 'red.9' : undefined,
        },
      ]}
    />
  );
}
