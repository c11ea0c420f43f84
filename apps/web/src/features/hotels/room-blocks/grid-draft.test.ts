import {
  ROOM_BLOCK_GRID_MESSAGES,
  type TRoomBlockCell,
  type TRoomBlockGrid,
} from '@congress/domain/contracts/room-block-grid';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, serverErrorsOf, withNight } from './grid-draft.ts';

const cell = (night: string, contracted: number | null, releaseOn: string | null): TRoomBlockCell => ({
  roomType: 'single',
  night,
  contracted,
  releaseOn,
  extraNightPriceCents: contracted === null ? null : 9_000,
  sold: 0,
  held: 0,
  free: contracted ?? 0,
});
const twinAndDouble = (night: string) =>
  (['twin', 'double'] as const).map((roomType) => ({ ...cell(night, null, null), roomType }));
const grid: TRoomBlockGrid = {
  hotelId: 1,
  hotelName: 'H',
  currency: 'EUR',
  congressNights: ['2027-06-10'],
  nights: ['2027-06-10', '2027-06-11'],
  cells: [
    cell('2027-06-10', 5, '2027-05-01'),
    ...twinAndDouble('2027-06-10'),
    cell('2027-06-11', 3, '2027-05-08'),
    ...twinAndDouble('2027-06-11'),
  ],
  version: 'v',
};

describe('the room-block grid draft', () => {
  it('keeps each night its own release date and price until the type is edited', () => {
    const draft = withNight(draftOf(grid), 'after', '2030-01-01');
    const added = { ...draft, rooms: { ...draft.rooms, 'cells.single.2027-06-12': '2' } };
    const { cells, errors } = checkDraft(added, grid);
    expect(errors).toEqual({});
    expect(cells.map((c) => [c.night, c.rooms, c.releaseOn, c.extraNightPriceCents])).toEqual([
      ['2027-06-10', 5, '2027-05-01', 9_000],
      ['2027-06-11', 3, '2027-05-08', 9_000],
      // A new night takes the type's terms (the first night's, as read).
      ['2027-06-12', 2, '2027-05-01', 9_000],
    ]);
    const edited = {
      ...added,
      terms: {
        ...added.terms,
        single: { ...added.terms.single, releaseOn: '2027-04-30', isReleaseEdited: true },
      },
    };
    expect(checkDraft(edited, grid).cells.map((c) => c.releaseOn)).toEqual([
      '2027-04-30',
      '2027-04-30',
      '2027-04-30',
    ]);
  });

  it('refuses what is not a whole number of rooms or a price, by field', () => {
    const draft = draftOf(grid);
    const bad = {
      ...draft,
      rooms: { ...draft.rooms, 'cells.single.2027-06-10': '2.5', 'cells.twin.2027-06-11': '-1' },
      terms: { ...draft.terms, double: { ...draft.terms.double, price: '12,345' } },
    };
    expect(checkDraft(bad, grid).errors).toEqual({
      'cells.single.2027-06-10': ROOM_BLOCK_GRID_MESSAGES.rooms,
      'cells.twin.2027-06-11': ROOM_BLOCK_GRID_MESSAGES.rooms,
      'terms.double.price': ROOM_BLOCK_GRID_MESSAGES.price,
    });
  });

  it("puts the server's field errors on the cell or the type they name", () => {
    const { cells } = checkDraft(draftOf(grid), grid);
    expect(
      serverErrorsOf(
        { 'cells.1.rooms': 'a', 'cells.0.releaseOn': 'b', 'cells.single.2027-06-10': 'c', version: 'd' },
        cells,
      ),
    ).toEqual({
      'cells.single.2027-06-11': 'a',
      'terms.single.releaseOn': 'b',
      'cells.single.2027-06-10': 'c',
      version: 'd',
    });
  });
});
