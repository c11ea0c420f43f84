export const roomingKeys = {
  all: ['rooming-list'] as const,
  ofHotel: (hotelId: number) => [...roomingKeys.all, 'hotel', hotelId] as const,
  ofToken: (token: string) => [...roomingKeys.all, 'token', token] as const,
};
