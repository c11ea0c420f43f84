import { labelOf, ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import { ROOM_TYPES, type RoomType } from '@congress/domain/stays';
import { Table, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { type GridDraft, type TypeTerms, termsKey } from './grid-draft.ts';
import classes from './room-block-table.module.css';

type RoomTypeTermsProps = {
  draft: GridDraft;
  currency: string;
  errors: Record<string, string>;
  onTerms: (roomType: RoomType, change: Partial<TypeTerms>) => void;
};

/** Per room type: the price of an extra night and the release date, for every night of the type. */
export function RoomTypeTerms({ draft, currency, errors, onTerms }: RoomTypeTermsProps) {
  const intl = useIntl();
  return (
    // Scrolls sideways inside its box at 390 px, like the grid above it.
    <div className={classes.scroller}>
      <Table withTableBorder className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              {intl.formatMessage({ id: 'roomBlocks.roomType', defaultMessage: 'Room type' })}
            </Table.Th>
            <Table.Th scope="col">
              {intl.formatMessage(
                { id: 'roomBlocks.extraNightPrice', defaultMessage: 'Extra night ({currency})' },
                { currency },
              )}
            </Table.Th>
            <Table.Th scope="col">
              {intl.formatMessage({ id: 'roomBlocks.releaseOn', defaultMessage: 'Release date' })}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROOM_TYPES.map((roomType) => {
            const type = labelOf(intl, ROOM_OPTION_LABELS, roomType);
            const terms = draft.terms[roomType];
            return (
              <Table.Tr key={roomType}>
                <Table.Th scope="row">{type}</Table.Th>
                <Table.Td>
                  <TextInput
                    size="xs"
                    w={120}
                    inputMode="decimal"
                    value={terms.price}
                    onChange={(event) =>
                      onTerms(roomType, { price: event.currentTarget.value, isPriceEdited: true })
                    }
                    aria-label={intl.formatMessage(
                      { id: 'roomBlocks.priceLabel', defaultMessage: 'Extra-night price, {roomType}' },
                      { roomType: type },
                    )}
                    error={errors[termsKey(roomType, 'price')]}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    w={160}
                    type="date"
                    value={terms.releaseOn}
                    onChange={(event) =>
                      onTerms(roomType, { releaseOn: event.currentTarget.value, isReleaseEdited: true })
                    }
                    aria-label={intl.formatMessage(
                      { id: 'roomBlocks.releaseLabel', defaultMessage: 'Release date, {roomType}' },
                      { roomType: type },
                    )}
                    error={errors[termsKey(roomType, 'releaseOn')]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
