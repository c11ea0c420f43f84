import type { TRoomBlockGrid } from '@congress/domain/contracts/room-block-grid';
import { labelOf, ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import { freeRooms, type IsoDay, ROOM_TYPES } from '@congress/domain/stays';
import { Badge, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { cellKey, type GridDraft, roomsOf } from './grid-draft.ts';
import classes from './room-block-table.module.css';

type RoomBlockTableProps = {
  grid: TRoomBlockGrid;
  draft: GridDraft;
  errors: Record<string, string>;
  onRooms: (key: string, value: string) => void;
};

const noon = (night: IsoDay) => new Date(`${night}T12:00:00Z`);

/** Nights across, room types down: rooms contracted, and beneath each cell sold · held · free. */
export function RoomBlockTable({ grid, draft, errors, onRooms }: RoomBlockTableProps) {
  const intl = useIntl();
  const congressNights = new Set(grid.congressNights);
  const useOf = new Map(grid.cells.map((cell) => [cellKey(cell.roomType, cell.night), cell]));
  const longNight = (night: IsoDay) =>
    intl.formatDate(noon(night), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  return (
    <div className={classes.scroller}>
      <Table withTableBorder withColumnBorders className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.sticky}>
              {intl.formatMessage({ id: 'roomBlocks.roomType', defaultMessage: 'Room type' })}
            </Table.Th>
            {draft.nights.map((night) => (
              <Table.Th
                key={night}
                scope="col"
                className={congressNights.has(night) ? classes.congressNight : undefined}
              >
                <Text size="sm" fw={600}>
                  {intl.formatDate(noon(night), {
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                    timeZone: 'UTC',
                  })}
                </Text>
                {congressNights.has(night) && (
                  <Badge size="xs" variant="filled" color="blue.9">
                    {intl.formatMessage({ id: 'roomBlocks.congressNight', defaultMessage: 'Congress' })}
                  </Badge>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROOM_TYPES.map((roomType) => (
            <Table.Tr key={roomType}>
              <Table.Th scope="row" className={classes.sticky}>
                {labelOf(intl, ROOM_OPTION_LABELS, roomType)}
              </Table.Th>
              {draft.nights.map((night) => {
                const key = cellKey(roomType, night);
                const used = useOf.get(key);
                const sold = used?.sold ?? 0;
                const held = used?.held ?? 0;
                const free = freeRooms({ contracted: roomsOf(draft.rooms[key]) ?? 0, sold, held });
                return (
                  <Table.Td
                    key={night}
                    className={congressNights.has(night) ? classes.congressNight : undefined}
                  >
                    <TextInput
                      size="xs"
                      w={80}
                      inputMode="numeric"
                      value={draft.rooms[key] ?? ''}
                      onChange={(event) => onRooms(key, event.currentTarget.value)}
                      aria-label={intl.formatMessage(
                        { id: 'roomBlocks.cellLabel', defaultMessage: '{roomType} rooms, night of {night}' },
                        { roomType: labelOf(intl, ROOM_OPTION_LABELS, roomType), night: longNight(night) },
                      )}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      description={
                        <>
                          <span aria-hidden>
                            {sold} · {held} · {free}
                          </span>
                          <VisuallyHidden>
                            {intl.formatMessage(
                              {
                                id: 'roomBlocks.usage',
                                defaultMessage: 'Sold {sold}, held {held}, free {free}',
                              },
                              { sold, held, free },
                            )}
                          </VisuallyHidden>
                        </>
                      }
                      error={errors[key]}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
