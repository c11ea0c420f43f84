export const paymentKeys = {
  all: ['payments'] as const,
  card: (participationId: number) => [...paymentKeys.all, 'card', participationId] as const,
  intent: (clientSecret: string) => [...paymentKeys.all, 'intent', clientSecret] as const,
  bankTransfer: (participationId: number) => [...paymentKeys.all, 'bank-transfer', participationId] as const,
};
