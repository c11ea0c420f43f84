import { CHECK_IN_MESSAGES, type TCheckInPerson } from '@congress/domain/contracts/check-in';
import type { TCheckInPackEntry } from '@congress/domain/contracts/check-in-offline';
import { Alert, Container, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useText } from '../../lib/i18n/use-text.ts';
import { useCheckInPerson } from './api/check-in-person.ts';
import { useConflicts } from './api/list-conflicts.ts';
import { useLookupTicket } from './api/lookup-ticket.ts';
import { useSearchPeople } from './api/search-people.ts';
import { ConflictsList } from './components/conflicts-list.tsx';
import { OfflinePersonCard } from './components/offline-person-card.tsx';
import { OfflineStatus } from './components/offline-status.tsx';
import { PersonCard } from './components/person-card.tsx';
import { TicketScanner } from './components/ticket-scanner.tsx';
import { checkedInAt, findByTokenHash, searchPack } from './logic/offline-door.ts';
import { createOwnCheckIns, OWN_CHECK_IN_MS } from './logic/repeat-filter.ts';
import { ticketTokenHash } from './logic/token-hash.ts';
import { m } from './messages.ts';
import { registerDoorWorker } from './register-door-worker.ts';
import { useOfflineDoor } from './use-offline-door.ts';

type Shown =
  | { kind: 'online'; person: TCheckInPerson; timeZone: string; isJustCheckedIn: boolean }
  | { kind: 'offline'; registrationId: number; isJustCheckedIn: boolean };

type Listed = {
  registrationId: number;
  firstName: string;
  lastName: string;
  typeLabel: string;
  hotel: string;
};

/** The door, made for a phone: scan a ticket or search a name, see the person, check in once. */
export function CheckInScreen() {
  const intl = useIntl();
  const t = useText();
  const slug = useCongressSlug();
  const door = useOfflineDoor(slug);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const people = useSearchPeople(slug, door.isOnline ? debounced : '');
  const conflicts = useConflicts(slug, door.isOnline);
  const lookup = useLookupTicket();
  const checkIn = useCheckInPerson();
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ownCheckIns = useRef(createOwnCheckIns()).current;

  // The door installs as an app that opens without the network (registered here only: no other
  // screen carries it).
  useEffect(registerDoorWorker, []);

  const onCheckIn = (registrationId: number) =>
    checkIn.mutate(
      { slug, registrationId },
      {
        onSuccess: (result) => {
          const at = result.person.checkIn?.at;
          const now = Date.now();
          if (result.outcome === 'checked_in' && at) ownCheckIns.remember(registrationId, at, now);
          if (result.person.checkIn) door.markCheckedIn(registrationId, result.person.checkIn);
          // The ticket read again moments later is the success this door just had, not a second arrival.
          const isOwn = at !== undefined && ownCheckIns.isOwnRecent(registrationId, at, now);
          setShown({ kind: 'online', ...result, isJustCheckedIn: result.outcome === 'checked_in' || isOwn });
        },
        onError: (failure) => setError(failure.message),
      },
    );

  const onCheckInOffline = async (item: TCheckInPackEntry) => {
    const result = await door.checkIn(item);
    const isOwn =
      result.outcome === 'already' &&
      door.queue.some((entry) => entry.registrationId === item.registrationId) &&
      Date.now() - Date.parse(result.at) < OWN_CHECK_IN_MS;
    setShown({
      kind: 'offline',
      registrationId: item.registrationId,
      isJustCheckedIn: result.outcome === 'queued' || isOwn,
    });
  };

  // A refused ticket leaves no earlier person's card under its error: the door reads only the refusal.
  const refuseTicket = (message: string) => {
    setShown(null);
    setError(message);
  };

  // A scanned ticket checks its person in at once: the door keeps moving; "already" says when and by whom.
  const onToken = (token: string) => {
    setError(null);
    if (!door.isOnline) {
      void (async () => {
        const item = door.pack ? findByTokenHash(door.pack, await ticketTokenHash(token)) : null;
        if (item) await onCheckInOffline(item);
        else refuseTicket(t(CHECK_IN_MESSAGES.invalidTicket));
      })();
      return;
    }
    lookup.mutate(
      { slug, token },
      {
        onSuccess: ({ items: [person] }) => person && onCheckIn(person.registrationId),
        onError: (failure) => refuseTicket(failure.message),
      },
    );
  };

  const offlineItem =
    shown?.kind === 'offline'
      ? door.pack?.items.find((item) => item.registrationId === shown.registrationId)
      : undefined;
  const offlineFound =
    !door.isOnline && door.pack && debounced.length >= 2 ? searchPack(door.pack, debounced) : null;
  const found: Listed[] | undefined = offlineFound ?? people.data?.items;
  const isCheckedIn = (person: Listed) =>
    offlineFound
      ? offlineFound.some(
          (item) => item.registrationId === person.registrationId && checkedInAt(item, door.queue),
        )
      : people.data?.items.some((item) => item.registrationId === person.registrationId && item.checkIn);
  const onPick = (person: Listed) => {
    setError(null);
    const online = people.data?.items.find((item) => item.registrationId === person.registrationId);
    if (offlineFound || !online || !people.data)
      setShown({ kind: 'offline', registrationId: person.registrationId, isJustCheckedIn: false });
    else setShown({ kind: 'online', person: online, timeZone: people.data.timeZone, isJustCheckedIn: false });
  };

  return (
    <Container size="xs" px={0}>
      <ScreenSection title={intl.formatMessage(m.title)}>
        <OfflineStatus
          isOnline={door.isOnline}
          pack={door.pack}
          waiting={door.queue.length}
          refused={door.refused}
          isSyncing={door.isSyncing}
          onSync={() => void door.sync().catch((failure: Error) => setError(failure.message))}
        />
        <TicketScanner onToken={onToken} />
        {error && (
          <Alert color="red.9" variant="filled" role="alert">
            {error}
          </Alert>
        )}
        {shown?.kind === 'online' && (
          <PersonCard
            person={shown.person}
            timeZone={shown.timeZone}
            isJustCheckedIn={shown.isJustCheckedIn}
            isPending={checkIn.isPending}
            onCheckIn={() => onCheckIn(shown.person.registrationId)}
          />
        )}
        {offlineItem && door.pack && shown?.kind === 'offline' && (
          <OfflinePersonCard
            item={offlineItem}
            timeZone={door.pack.timeZone}
            checkedInAt={checkedInAt(offlineItem, door.queue)}
            isJustCheckedIn={shown.isJustCheckedIn}
            isQueued={door.queue.some((entry) => entry.registrationId === offlineItem.registrationId)}
            onCheckIn={() => void onCheckInOffline(offlineItem)}
          />
        )}
        <TextInput
          label={intl.formatMessage(m.searchByName)}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          autoComplete="off"
        />
        {debounced.length >= 2 && found?.length === 0 && <Text>{intl.formatMessage(m.nobodyFound)}</Text>}
        {debounced.length >= 2 && found && found.length > 0 && (
          <Text size="sm" c="gray.8" aria-live="polite">
            {intl.formatMessage(m.peopleCount, { count: found.length })}
          </Text>
        )}
        <Stack
          gap={4}
          component="ul"
          aria-label={intl.formatMessage(m.peopleFound)}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {debounced.length >= 2 &&
            found?.map((person) => (
              <li key={person.registrationId}>
                <UnstyledButton
                  w="100%"
                  p="sm"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', minHeight: 48 }}
                  onClick={() => onPick(person)}
                >
                  <Text fw={600}>
                    {person.firstName} {person.lastName}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {person.typeLabel} · {person.hotel}
                    {isCheckedIn(person) ? ` · ${intl.formatMessage(m.checkedInSuffix)}` : ''}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
        </Stack>
        {conflicts.data && <ConflictsList conflicts={conflicts.data} />}
      </ScreenSection>
    </Container>
  );
}
