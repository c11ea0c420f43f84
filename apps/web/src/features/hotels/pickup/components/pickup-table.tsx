import type { TPickupTotals, TRoomPickup } from '@congress/domain/contracts/room-pickup';
import { formatDate } from '@congress/domain/dates';
import { ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import { formatMoney } from '@congress/domain/money';
import type { IsoDay } from '@congress/domain/stays';
import { Badge, Checkbox, Progress, Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import { ReleaseDate } from './release-date.tsx';

type PickupTableProps = {
  pickup: TRoomPickup;
  /** Admins choose nights to release; null for visualisation. */
  selection: { nights: ReadonlySet<IsoDay>; onToggle: (night: IsoDay) => void } | null;
};

const num = { ta: 'right' } as const;

/** Sold against contracted, as a bar with its percentage. */
function SoldBar({ sold, contracted }: Pick<TPickupTotals, 'sold' | 'contracted'>) {
  const intl = useIntl();
  const share = contracted > 0 ? Math.min(1, sold / contracted) : 0;
  const label = intl.formatMessage(m.soldShare, { percent: share });
  return (
    <Stack gap={2} miw={80}>
      <Text size="xs">{label}</Text>
      <Progress value={share * 100} size="sm" color="indigo.7" aria-label={label} />
    </Stack>
  );
}

function Figures({ row }: { row: TPickupTotals }) {
  return (
    <>
      <Table.Td {...num}>{row.contracted}</Table.Td>
      <Table.Td {...num}>{row.sold}</Table.Td>
      <Table.Td {...num}>{row.held}</Table.Td>
      <Table.Td {...num}>{row.free}</Table.Td>
      <Table.Td>
        <SoldBar sold={row.sold} contracted={row.contracted} />
      </Table.Td>
    </>
  );
}

function Money({ cents, currency, color }: { cents: number; currency: string; color?: string }) {
  return (
    <Table.Td
      {...num}
      c={cents > 0 ? color : undefined}
      fw={cents > 0 && color ? 600 : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatMoney(cents, currency)}
    </Table.Td>
  );
}

/** Nights down, one row per room type; a night's checkbox chooses it for "Release unsold rooms". */
export function PickupTable({ pickup, selection }: PickupTableProps) {
  const intl = useIntl();
  const { currency, today } = pickup;
  const label = intl.formatMessage(m.tableCaption, { hotel: pickup.hotelName });
  return (
    // Focusable so that a keyboard scrolls it at a phone's width, where the table is wider than the screen.
    <Table.ScrollContainer
      minWidth={selection ? 920 : 860}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table withTableBorder verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {selection && <Table.Th />}
            <Table.Th>{intl.formatMessage(m.night)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.roomType)}</Table.Th>
            <Table.Th {...num}>{intl.formatMessage(m.contracted)}</Table.Th>
            <Table.Th {...num}>{intl.formatMessage(m.sold)}</Table.Th>
            <Table.Th {...num}>{intl.formatMessage(m.held)}</Table.Th>
            <Table.Th {...num}>{intl.formatMessage(m.free)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.pickup)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.release)}</Table.Th>
            <Table.Th {...num}>{intl.formatMessage(m.owed)}</Table.Th>
            <Table.Th {...num}>{intl.formatMessage(m.atRisk)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {pickup.nights.map((night) => {
          const hasTotal = night.cells.length > 1;
          const span = night.cells.length + (hasTotal ? 1 : 0);
          const date = formatDate(night.night);
          return (
            <Table.Tbody key={night.night} data-testid="pickup-night">
              {night.cells.map((cell, index) => (
                <Table.Tr key={cell.roomType}>
                  {index === 0 && selection && (
                    <Table.Td rowSpan={span} style={{ verticalAlign: 'top' }}>
                      <Checkbox
                        aria-label={intl.formatMessage(m.chooseNight, { date })}
                        checked={selection.nights.has(night.night)}
                        onChange={() => selection.onToggle(night.night)}
                      />
                    </Table.Td>
                  )}
                  {index === 0 && (
                    <Table.Th scope="rowgroup" rowSpan={span} style={{ verticalAlign: 'top' }}>
                      <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {date}
                      </Text>
                      {night.isCongressNight && (
                        <Badge
                          variant="filled"
                          color="indigo.8"
                          mt={4}
                          tt="none"
                          styles={{ label: { overflow: 'visible' } }}
                        >
                          {intl.formatMessage(m.congressNight)}
                        </Badge>
                      )}
                    </Table.Th>
                  )}
                  <Table.Td>{intl.formatMessage(ROOM_OPTION_LABELS[cell.roomType])}</Table.Td>
                  <Figures row={cell} />
                  <Table.Td>
                    <ReleaseDate cell={cell} today={today} />
                  </Table.Td>
                  <Money cents={cell.exposureCents} currency={currency} color="red.9" />
                  <Money cents={cell.atRiskCents} currency={currency} />
                </Table.Tr>
              ))}
              {hasTotal && (
                <Table.Tr fw={600}>
                  <Table.Td>{intl.formatMessage(m.allRooms)}</Table.Td>
                  <Figures row={night.totals} />
                  <Table.Td />
                  <Money cents={night.totals.exposureCents} currency={currency} color="red.9" />
                  <Money cents={night.totals.atRiskCents} currency={currency} />
                </Table.Tr>
              )}
            </Table.Tbody>
          );
        })}
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row" colSpan={selection ? 3 : 2}>
              {intl.formatMessage(m.total)}
            </Table.Th>
            <Figures row={pickup.totals} />
            <Table.Td />
            <Money cents={pickup.totals.exposureCents} currency={currency} color="red.9" />
            <Money cents={pickup.totals.atRiskCents} currency={currency} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
