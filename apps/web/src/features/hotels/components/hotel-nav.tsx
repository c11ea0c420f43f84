import { Anchor, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';

type HotelScreen = 'blocks' | 'pickup' | 'rooming';

/**
 * The way between a hotel's three screens (its blocks, its pickup, its rooming list) and back: to the
 * hotels for an admin, to the overview for the other staff, who have no Hotels list (spec 2.2).
 */
export function HotelNav({
  hotelId,
  current,
  isAdmin,
}: {
  hotelId: number;
  current: HotelScreen;
  isAdmin: boolean;
}) {
  const intl = useIntl();
  const slug = useCongressSlug();
  const screens: { key: HotelScreen; label: string; to: string }[] = [
    ...(isAdmin
      ? [
          {
            key: 'blocks' as const,
            label: intl.formatMessage({ id: 'hotelNav.blocks', defaultMessage: 'Room blocks' }),
            to: paths.hotelRoomBlocks.getHref(slug, hotelId),
          },
        ]
      : []),
    {
      key: 'pickup',
      label: intl.formatMessage({ id: 'hotelNav.pickup', defaultMessage: 'Pickup' }),
      to: paths.hotelPickup.getHref(slug, hotelId),
    },
    {
      key: 'rooming',
      label: intl.formatMessage({ id: 'hotelNav.rooming', defaultMessage: 'Rooming list' }),
      to: paths.hotelRoomingList.getHref(slug, hotelId),
    },
  ];
  return (
    <Group
      component="nav"
      aria-label={intl.formatMessage({ id: 'hotelNav.label', defaultMessage: 'This hotel' })}
      gap="md"
      fz="sm"
    >
      {isAdmin ? (
        <Anchor component={Link} to={paths.hotels.getHref(slug)}>
          {intl.formatMessage({ id: 'hotelNav.hotels', defaultMessage: 'Back to hotels' })}
        </Anchor>
      ) : (
        <Anchor component={Link} to={paths.overview.getHref(slug)}>
          {intl.formatMessage({ id: 'hotelNav.overview', defaultMessage: 'Back to the overview' })}
        </Anchor>
      )}
      {screens
        .filter((screen) => screen.key !== current)
        .map((screen) => (
          <Anchor key={screen.key} component={Link} to={screen.to}>
            {screen.label}
          </Anchor>
        ))}
    </Group>
  );
}
