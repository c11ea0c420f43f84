import type { TRoomingList } from '@congress/domain/contracts/rooming-lists';
import { useIntl } from 'react-intl';
import { type Figure, FigureCards } from '../../../../components/ui/figure-cards.tsx';
import { m } from '../messages.ts';

type RoomingCountsProps = { counts: TRoomingList['counts']; hasSending: boolean };

/** The rooms the list holds now, and how many lines are new, changed or cancelled since the last sending. */
export function RoomingCounts({ counts, hasSending }: RoomingCountsProps) {
  const intl = useIntl();
  const hint = intl.formatMessage(hasSending ? m.countsHint : m.countsHintFirst);
  const figures: Figure[] = [
    { label: intl.formatMessage(m.rooms), value: intl.formatNumber(counts.rooms) },
    { label: intl.formatMessage(m.countNew), value: intl.formatNumber(counts.new), hint },
    { label: intl.formatMessage(m.countChanged), value: intl.formatNumber(counts.changed), hint },
    { label: intl.formatMessage(m.countCancelled), value: intl.formatNumber(counts.cancelled), hint },
  ];
  return (
    <FigureCards
      label={intl.formatMessage(m.countsTitle)}
      figures={figures}
      cols={{ base: 2, sm: 4 }}
      testId="rooming-count"
    />
  );
}
