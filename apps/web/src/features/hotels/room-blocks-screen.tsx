import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { useRoomBlocks } from './api/room-blocks.ts';
import { RoomBlockForm } from './room-blocks/room-block-form.tsx';
import { HotelNav } from './components/hotel-nav.tsx';

/** A hotel's room blocks night by night (decisions 46): what is contracted, sold, held and free. */
export function RoomBlocksScreen() {
  const intl = useIntl();
  const hotelId = Number(useParams().hotelId);
  const grid = useRoomBlocks(hotelId);
  const title = grid.data
    ? intl.formatMessage(
        { id: 'roomBlocks.titleNamed', defaultMessage: 'Room blocks: {hotel}' },
        { hotel: grid.data.hotelName },
      )
    : intl.formatMessage({ id: 'roomBlocks.title', defaultMessage: 'Room blocks' });

  return (
    <ScreenSection title={title}>
      <HotelNav hotelId={hotelId} current="blocks" isAdmin />
      {grid.isPending && (
        <PageLoader
          label={intl.formatMessage({ id: 'roomBlocks.loading', defaultMessage: 'Loading the room blocks' })}
        />
      )}
      {grid.isError && (
        <Alert
          color="red"
          role="alert"
          title={intl.formatMessage({
            id: 'roomBlocks.loadError',
            defaultMessage: 'The room blocks could not be loaded',
          })}
        >
          {grid.error.message}
        </Alert>
      )}
      {grid.data && (
        // A new version (saved, or reloaded after a conflict) starts the form again from the server's grid.
        <RoomBlockForm
          key={grid.data.version}
          grid={grid.data}
          onReload={() => void grid.refetch()}
          isReloading={grid.isFetching}
        />
      )}
    </ScreenSection>
  );
}
