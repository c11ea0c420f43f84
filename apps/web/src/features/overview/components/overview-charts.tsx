import '@mantine/charts/styles.css';
import type { TOverview } from '@congress/domain/contracts/overview';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OverviewCard } from './figure-sections.tsx';

const HOTEL_COLOURS = ['indigo.7', 'teal.8', 'orange.8', 'grape.7', 'cyan.8', 'red.8'];

/** A chart with its data as a table beneath, for screen readers and for exact numbers. */
function ChartWithTable(props: {
  title: string;
  isEmpty: boolean;
  empty: string;
  chart: ReactNode;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <OverviewCard title={props.title}>
      {props.isEmpty ? (
        <Text>{props.empty}</Text>
      ) : (
        <>
          {props.chart}
          <details>
            <summary>
              <Text span fz="sm">{`${props.title}: the data as a table`}</Text>
            </summary>
            <Table.ScrollContainer minWidth={300}>
              <Table aria-label={props.title} striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    {props.head.map((cell) => (
                      <Table.Th key={cell} scope="col">
                        {cell}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {props.rows.map((row) => (
                    <Table.Tr key={String(row[0])}>
                      {row.map((cell, i) => (
                        <Table.Td key={props.head[i]}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </details>
        </>
      )}
    </OverviewCard>
  );
}

/** The three charts of issue 15 §1; @mantine/charts loads with this screen only (a lazy route). */
export function OverviewCharts({ overview }: { overview: TOverview }) {
  const { charts, currency, timeZone } = overview;
  const day = (value: string) => formatDate(value, timeZone);
  const money = (cents: number) => formatMoney(cents, currency);
  const hotelName = (id: number) => overview.hotels.find((h) => h.hotelId === id)?.name ?? `Hotel ${id}`;
  const hotelIds = charts.occupancy[0]?.hotels.map((h) => h.hotelId) ?? [];
  return (
    <>
      <ChartWithTable
        title="Registrations since opening"
        isEmpty={charts.registrations.length === 0}
        empty="No registrations yet."
        chart={
          <AreaChart
            h={220}
            data={charts.registrations.map((point) => ({ day: day(point.day), Registrations: point.total }))}
            dataKey="day"
            series={[{ name: 'Registrations', color: 'indigo.7' }]}
            curveType="linear"
          />
        }
        head={['Day', 'Active registrations (cumulative)']}
        rows={charts.registrations.map((point) => [day(point.day), point.total])}
      />
      <ChartWithTable
        title="Invoiced and collected"
        isEmpty={charts.money.length === 0}
        empty="No money yet."
        chart={
          <LineChart
            h={220}
            data={charts.money.map((point) => ({
              day: day(point.day),
              Invoiced: point.invoicedCents / 100,
              Collected: point.collectedCents / 100,
            }))}
            dataKey="day"
            series={[
              { name: 'Invoiced', color: 'gray.7' },
              { name: 'Collected', color: 'teal.8' },
            ]}
            valueFormatter={(value) => money(Math.round(value * 100))}
            withLegend
            curveType="linear"
          />
        }
        head={['Day', 'Invoiced (cumulative)', 'Collected (cumulative)', 'Still to collect']}
        rows={charts.money.map((point) => [
          day(point.day),
          money(point.invoicedCents),
          money(point.collectedCents),
          money(point.invoicedCents - point.collectedCents),
        ])}
      />
      <ChartWithTable
        title="Hotel occupancy per night"
        isEmpty={charts.occupancy.length === 0}
        empty="No arrival and departure dates yet."
        chart={
          <BarChart
            h={240}
            data={charts.occupancy.map((night) => ({
              night: day(night.night),
              ...Object.fromEntries(night.hotels.map((h) => [hotelName(h.hotelId), h.people])),
            }))}
            dataKey="night"
            series={hotelIds.map((id, i) => ({
              name: hotelName(id),
              color: HOTEL_COLOURS[i % HOTEL_COLOURS.length] ?? 'indigo.7',
            }))}
            withLegend
          />
        }
        head={['Night of', ...hotelIds.map(hotelName)]}
        rows={charts.occupancy.map((night) => [day(night.night), ...night.hotels.map((h) => h.people)])}
      />
    </>
  );
}
