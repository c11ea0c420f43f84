export type TransferFilters = { search: string; overdue: boolean; page: number };

export const paymentsDeskKeys = {
  all: ['payments-desk'] as const,
  overview: (slug: string) => [...paymentsDeskKeys.all, 'overview', slug] as const,
  transfers: (slug: string) => [...paymentsDeskKeys.all, 'transfers', slug] as const,
  transferList: (slug: string, filters: TransferFilters) =>
    [...paymentsDeskKeys.transfers(slug), filters] as const,
  refunds: (slug: string) => [...paymentsDeskKeys.all, 'refunds', slug] as const,
  participations: (slug: string) => [...paymentsDeskKeys.all, 'participations', slug] as const,
  statements: (slug: string) => [...paymentsDeskKeys.all, 'statements', slug] as const,
  statement: (id: number) => [...paymentsDeskKeys.all, 'statement', id] as const,
  participationSearch: (slug: string, search: string) =>
    [...paymentsDeskKeys.participations(slug), search] as const,
};
