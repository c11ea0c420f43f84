import { PICKUP_MESSAGES } from '@congress/domain/contracts/room-pickup';
import type { IsoDay, RoomType } from '@congress/domain/stays';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../../components/ui/screen-section.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useText } from '../../../lib/i18n/use-text.ts';
import { useRoomPickup } from './api/get-room-pickup.ts';
import { PickupSummary } from './components/pickup-summary.tsx';
import { PickupTable } from './components/pickup-table.tsx';
import { ReleaseDialog } from './components/release-dialog.tsx';
import { ReleasePanel } from './components/release-panel.tsx';
import { m } from './messages.ts';
import { nightsNearRelease, roomsToRelease, roomTypesOf } from './pickup-selection.ts';
import { HotelNav } from '../components/hotel-nav.tsx';

type Choice = { nights: IsoDay[]; roomTypes: RoomType[]; rooms: number };

/** A hotel's pickup for staff (decisions 46); admins also release unsold rooms. */
export function PickupScreen({ hotelId, canManage }: { hotelId: number; canManage: boolean }) {
  const intl = useIntl();
  const t = useText();
  const pickup = useRoomPickup(hotelId);
  const [nights, setNights] = useState<ReadonlySet<IsoDay>>(new Set());
  // null: every room type of the report (the usual choice).
  const [types, setTypes] = useState<RoomType[] | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const data = pickup.data;
  const roomTypes = data ? roomTypesOf(data) : [];
  const chosenTypes = new Set(types ?? roomTypes);
  const rooms = data ? roomsToRelease(data, nights, chosenTypes) : 0;
  const toggle = (night: IsoDay) =>
    setNights((before) => {
      const after = new Set(before);
      if (!after.delete(night)) after.add(night);
      return after;
    });
  const openDialog = () =>
    setChoice({
      nights: [...nights].sort(),
      roomTypes: roomTypes.filter((type) => chosenTypes.has(type)),
      rooms,
    });

  return (
    <ScreenSection
      title={
        data ? intl.formatMessage(m.title, { hotel: data.hotelName }) : intl.formatMessage(m.titleLoading)
      }
      description={intl.formatMessage(m.intro)}
    >
      <HotelNav hotelId={hotelId} current="pickup" isAdmin={canManage} />
      {pickup.isPending && <PageLoader label={intl.formatMessage(m.loading)} />}
      {pickup.isError && (
        <Alert color="red" role="alert" title={intl.formatMessage(m.loadError)}>
          {errorMessage(pickup.error)}
        </Alert>
      )}
      {data && data.nights.length === 0 && <Text>{t(PICKUP_MESSAGES.noBlocks)}</Text>}
      {data && data.nights.length > 0 && (
        <Stack gap="md">
          <PickupSummary pickup={data} />
          {canManage && (
            <ReleasePanel
              roomTypes={roomTypes}
              chosenTypes={chosenTypes}
              onChooseTypes={setTypes}
              nightCount={nights.size}
              rooms={rooms}
              onChooseNearRelease={() => setNights(new Set(nightsNearRelease(data)))}
              onClearNights={() => setNights(new Set())}
              onRelease={openDialog}
            />
          )}
          <PickupTable pickup={data} selection={canManage ? { nights, onToggle: toggle } : null} />
          {canManage && (
            <ReleaseDialog
              pickup={data}
              choice={choice}
              onClose={() => setChoice(null)}
              onReleased={() => {
                setChoice(null);
                setNights(new Set());
              }}
            />
          )}
        </Stack>
      )}
    </ScreenSection>
  );
}
