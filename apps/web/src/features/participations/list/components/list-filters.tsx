import { SHARING_FILTERS, type TParticipationFilter } from '@congress/domain/contracts/participation-list';
import { Anchor, Button, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useHotels } from '../../../../api/hotels.ts';
import { useParticipantTypes } from '../../../../api/participant-types.ts';
import { paths } from '../../../../config/paths.ts';
import { roomOptionLabel, sharingFilterLabel } from '../../labels.ts';
import { FigureFilterNote } from './figure-filter-note.tsx';
import { GroupFilterInput, GroupFilterNote } from './group-filter.tsx';

type FilterValues = Omit<TParticipationFilter, 'status'>;

const ANY = 'all';
const m = defineMessages({
  any: { id: 'participations.filters.any', defaultMessage: 'Any' },
  checkedIn: { id: 'participations.filters.checkedIn', defaultMessage: 'Checked in' },
  notCheckedIn: { id: 'participations.filters.notCheckedIn', defaultMessage: 'Not checked in' },
  search: { id: 'participations.filters.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'participations.filters.searchPlaceholder',
    defaultMessage: 'Name, e-mail or member number',
  },
  sharing: { id: 'participations.filters.sharing', defaultMessage: 'Sharing' },
  hotel: { id: 'participations.filters.hotel', defaultMessage: 'Hotel' },
  room: { id: 'participations.filters.room', defaultMessage: 'Room Opt.' },
  type: { id: 'participations.filters.type', defaultMessage: 'Type' },
});

export const isFiltered = (filter: FilterValues) =>
  filter.sharing !== ANY ||
  filter.hotelId !== ANY ||
  filter.roomOption !== ANY ||
  filter.type !== ANY ||
  Boolean(filter.search?.trim()) ||
  Boolean(filter.figure) ||
  filter.checkedIn !== undefined ||
  Boolean(filter.group?.trim());

/** The collapsible filter panel of spec 2.2: search box, Sharing, Hotel, Room Opt. and Type; check-in and group. */
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
  const intl = useIntl();
  const any = { value: ANY, label: intl.formatMessage(m.any) };
  const roomData = [
    any,
    ...(['single', 'twin', 'double'] as const).map((value) => ({
      value,
      label: roomOptionLabel(intl, value),
    })),
  ];
  const sharingData = SHARING_FILTERS.map((value) => ({ value, label: sharingFilterLabel(intl, value) }));
  /** People checked in at the door. */
  const checkedInData = [
    any,
    { value: 'yes', label: intl.formatMessage(m.checkedIn) },
    { value: 'no', label: intl.formatMessage(m.notCheckedIn) },
  ];
  const hotelData = [
    any,
    ...(hotels.data ?? []).map((hotel) => ({ value: String(hotel.id), label: hotel.name })),
  ];
  const typeData = [any, ...(types.data ?? []).map((type) => ({ value: type.slug, label: type.label }))];

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
          {opened ? (
            <FormattedMessage id="participations.filters.hide" defaultMessage="Hide filters" />
          ) : (
            <FormattedMessage id="participations.filters.show" defaultMessage="Show filters" />
          )}
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
                group: undefined,
              });
            }}
          >
            <FormattedMessage id="participations.filters.clear" defaultMessage="Clear filters" />
          </Button>
        )}
      </Group>
      <FigureFilterNote figure={filter.figure} onClear={() => onChange({ figure: undefined })} />
      <GroupFilterNote group={filter.group} onClear={() => onChange({ group: undefined })} />
      <Collapse expanded={opened} id="participation-filters">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 7 }} mt="sm">
          <TextInput
            label={intl.formatMessage(m.search)}
            // What it searches, in full under the box: a placeholder would be cut in a seventh of the row.
            description={intl.formatMessage(m.searchPlaceholder)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              pushSearch(event.currentTarget.value);
            }}
          />
          <Select
            label={intl.formatMessage(m.sharing)}
            data={sharingData}
            value={filter.sharing}
            allowDeselect={false}
            onChange={(value) => onChange({ sharing: (value ?? ANY) as FilterValues['sharing'] })}
          />
          <Select
            label={intl.formatMessage(m.hotel)}
            data={hotelData}
            value={String(filter.hotelId)}
            allowDeselect={false}
            onChange={(value) => onChange({ hotelId: !value || value === ANY ? ANY : Number(value) })}
          />
          <Select
            label={intl.formatMessage(m.room)}
            data={roomData}
            value={filter.roomOption}
            allowDeselect={false}
            onChange={(value) => onChange({ roomOption: (value ?? ANY) as FilterValues['roomOption'] })}
          />
          <Select
            label={intl.formatMessage(m.type)}
            data={typeData}
            value={filter.type}
            allowDeselect={false}
            onChange={(value) => onChange({ type: value ?? ANY })}
          />
          <Select
            label={intl.formatMessage(m.checkedIn)}
            data={checkedInData}
            value={filter.checkedIn ?? ANY}
            allowDeselect={false}
            onChange={(value) =>
              onChange({ checkedIn: value === 'yes' || value === 'no' ? value : undefined })
            }
          />
          <GroupFilterInput
            value={filter.group}
            onApply={(group) => onChange({ group: group || undefined })}
          />
        </SimpleGrid>
        {filter.sharing !== ANY && (
          // Decisions 46: the requests no room-mate answers are paired or released there.
          <Anchor
            component={Link}
            to={paths.roomMates.getHref(props.congressSlug)}
            size="sm"
            mt="xs"
            display="inline-block"
          >
            <FormattedMessage id="participations.filters.roomMateQueue" defaultMessage="Room-mate queue" />
          </Anchor>
        )}
      </Collapse>
    </Paper>
  );
}
