import {
  SHARING_FILTER_LABELS,
  SHARING_FILTERS,
  type TParticipationFilter,
} from '@congress/domain/contracts/participation-list';
import { Button, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useHotels } from '../../../../api/hotels.ts';
import { useParticipantTypes } from '../../../../api/participant-types.ts';
import { FigureFilterNote } from './figure-filter-note.tsx';

type FilterValues = Omit<TParticipationFilter, 'status'>;

const ANY = 'all';
const ROOM_OPTION_DATA = [
  { value: ANY, label: 'Any' },
  { value: 'single', label: 'Single' },
  { value: 'twin', label: 'Twin' },
  { value: 'double', label: 'Double' },
];
const SHARING_DATA = [
  { value: ANY, label: 'Any' },
  ...SHARING_FILTERS.filter((value) => value !== 'all').map((value) => ({
    value,
    label: SHARING_FILTER_LABELS[value],
  })),
];

/** People checked in at the door (issue 15). */
const CHECKED_IN_DATA = [
  { value: ANY, label: 'Any' },
  { value: 'yes', label: 'Checked in' },
  { value: 'no', label: 'Not checked in' },
];

export const isFiltered = (filter: FilterValues) =>
  filter.sharing !== ANY ||
  filter.hotelId !== ANY ||
  filter.roomOption !== ANY ||
  filter.type !== ANY ||
  Boolean(filter.search?.trim()) ||
  Boolean(filter.figure) ||
  filter.checkedIn !== undefined;

/** The collapsible filter panel of spec 2.2: search box, Sharing, Hotel, Room Opt. and Type. */
export function ListFilters(props: {
  congressSlug: string;
  filter: FilterValues;
  onChange: (change: Partial<FilterValues>) => void;
}) {
  const { filter, onChange } = props;
  const [opened, setOpened] = useState(isFiltered(filter));
  const [search, setSearch] = useState(filter.search ?? '');
  const hotels = useHotels(props.congressSlug);
  const types = useParticipantTypes(props.congressSlug);
  const pushSearch = useDebouncedCallback((value: string) => onChange({ search: value }), 350);

  const hotelData = [
    { value: ANY, label: 'Any' },
    ...(hotels.data ?? []).map((hotel) => ({ value: String(hotel.id), label: hotel.name })),
  ];
  const typeData = [
    { value: ANY, label: 'Any' },
    ...(types.data ?? []).map((type) => ({ value: type.slug, label: type.label })),
  ];

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          onClick={() => setOpened((value) => !value)}
          aria-expanded={opened}
          aria-controls="participation-filters"
        >
          {opened ? 'Hide filters' : 'Show filters'}
        </Button>
        {isFiltered(filter) && (
          <Button
            variant="default"
            onClick={() => {
              setSearch('');
              onChange({
                search: '',
                sharing: 'all',
                hotelId: 'all',
                roomOption: 'all',
                type: 'all',
                figure: undefined,
                checkedIn: undefined,
              });
            }}
          >
            Clear filters
          </Button>
        )}
      </Group>
      <FigureFilterNote figure={filter.figure} onClear={() => onChange({ figure: undefined })} />
      <Collapse expanded={opened} id="participation-filters">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 6 }} mt="sm">
          <TextInput
            label="Search"
            placeholder="Name, e-mail or member number"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              pushSearch(event.currentTarget.value);
            }}
          />
          <Select
            label="Sharing"
            data={SHARING_DATA}
            value={filter.sharing}
            allowDeselect={false}
            onChange={(value) => onChange({ sharing: (value ?? ANY) as FilterValues['sharing'] })}
          />
          <Select
            label="Hotel"
            data={hotelData}
            value={String(filter.hotelId)}
            allowDeselect={false}
            onChange={(value) => onChange({ hotelId: !value || value === ANY ? ANY : Number(value) })}
          />
          <Select
            label="Room Opt."
            data={ROOM_OPTION_DATA}
            value={filter.roomOption}
            allowDeselect={false}
            onChange={(value) => onChange({ roomOption: (value ?? ANY) as FilterValues['roomOption'] })}
          />
          <Select
            label="Type"
            data={typeData}
            value={filter.type}
            allowDeselect={false}
            onChange={(value) => onChange({ type: value ?? ANY })}
          />
          <Select
            label="Checked in"
            data={CHECKED_IN_DATA}
            value={filter.checkedIn ?? ANY}
            allowDeselect={false}
            onChange={(value) =>
              onChange({ checkedIn: value === 'yes' || value === 'no' ? value : undefined })
            }
          />
        </SimpleGrid>
      </Collapse>
    </Paper>
  );
}
