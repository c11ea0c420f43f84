export const pickupKeys = {
  all: ['room-pickup'] as const,
  ofHotel: (hotelId: number) => [...pickupKeys.all, hotelId] as const,
};
