import type { TCheckInPerson } from '@congress/domain/contracts/check-in';
import { Alert, Container, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useCheckInPerson } from './api/check-in-person.ts';
import { useLookupTicket } from './api/lookup-ticket.ts';
import { useSearchPeople } from './api/search-people.ts';
import { PersonCard } from './components/person-card.tsx';
import { TicketScanner } from './components/ticket-scanner.tsx';
import { createOwnCheckIns } from './logic/repeat-filter.ts';
import { m } from './messages.ts';

type Shown = { person: TCheckInPerson; timeZone: string; isJustCheckedIn: boolean };

/** The door, made for a phone: scan a ticket or search a name, see the person, check in once. */
export function CheckInScreen() {
  const intl = useIntl();
  const slug = useCongressSlug();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const people = useSearchPeople(slug, debounced);
  const lookup = useLookupTicket();
  const checkIn = useCheckInPerson();
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ownCheckIns = useRef(createOwnCheckIns()).current;

  const onCheckIn = (registrationId: number) =>
    checkIn.mutate(
      { slug, registrationId },
      {
        onSuccess: (result) => {
          const at = result.person.checkIn?.at;
          const now = Date.now();
          if (result.outcome === 'checked_in' && at) ownCheckIns.remember(registrationId, at, now);
          // The ticket read again moments later is the success this door just had, not a second arrival.
          const isOwn = at !== undefined && ownCheckIns.isOwnRecent(registrationId, at, now);
          setShown({ ...result, isJustCheckedIn: result.outcome === 'checked_in' || isOwn });
        },
        onError: (failure) => setError(failure.message),
      },
    );

  // A scanned ticket checks its person in at once: the door keeps moving; "already" says when and by whom.
  const onToken = (token: string) => {
    setError(null);
    lookup.mutate(
      { slug, token },
      {
        onSuccess: ({ items: [person] }) => person && onCheckIn(person.registrationId),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Container size="xs" px={0}>
      <ScreenSection title={intl.formatMessage(m.title)}>
        <TicketScanner onToken={onToken} />
        {error && (
          <Alert color="red.9" variant="filled" role="alert">
            {error}
          </Alert>
        )}
        {shown && (
          <PersonCard
            person={shown.person}
            timeZone={shown.timeZone}
            isJustCheckedIn={shown.isJustCheckedIn}
            isPending={checkIn.isPending}
            onCheckIn={() => onCheckIn(shown.person.registrationId)}
          />
        )}
        <TextInput
          label={intl.formatMessage(m.searchByName)}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          autoComplete="off"
        />
        {debounced.length >= 2 && people.data?.items.length === 0 && (
          <Text>{intl.formatMessage(m.nobodyFound)}</Text>
        )}
        {debounced.length >= 2 && people.data && people.data.items.length > 0 && (
          <Text size="sm" c="gray.8" aria-live="polite">
            {intl.formatMessage(m.peopleCount, { count: people.data.items.length })}
          </Text>
        )}
        <Stack
          gap={4}
          component="ul"
          aria-label={intl.formatMessage(m.peopleFound)}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {people.data?.items.map((person) => (
            <li key={person.registrationId}>
              <UnstyledButton
                w="100%"
                p="sm"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', minHeight: 48 }}
                onClick={() => {
                  setError(null);
                  setShown({ person, timeZone: people.data.timeZone, isJustCheckedIn: false });
                }}
              >
                <Text fw={600}>
                  {person.firstName} {person.lastName}
                </Text>
                <Text size="sm" c="gray.7">
                  {person.typeLabel} · {person.hotel}
                  {person.checkIn ? ` · ${intl.formatMessage(m.checkedInSuffix)}` : ''}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </ScreenSection>
    </Container>
  );
}
