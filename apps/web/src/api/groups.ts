import type { TGroup, TGroupCreate, TGroupPlaceName } from '@congress/domain/contracts/groups';
import {
  cancelGroupPlace,
  chooseGroupTransfer,
  createGroup,
  createGroupCardPayment,
  downloadGroupProforma,
  getGroup,
  listGroups,
  nameGroupPlace,
} from '@congress/domain/endpoints/groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../lib/endpoint-call.ts';
import { saveFile } from '../lib/save-file.ts';

/** One payer's group bookings (decisions 49): the dashboard lists them, the group page shows one. */
export const groupKeys = {
  all: ['groups'] as const,
  list: (slug: string) => [...groupKeys.all, 'list', slug] as const,
  one: (id: number) => [...groupKeys.all, 'one', id] as const,
  card: (id: number) => [...groupKeys.all, 'card', id] as const,
};

export const useMyGroups = (slug: string, isEnabled = true) =>
  useQuery(
    queryOptions({
      queryKey: groupKeys.list(slug),
      queryFn: ({ signal }) => call(listGroups, { query: { congressSlug: slug }, signal }),
      enabled: isEnabled,
      meta: { isSilent: true },
    }),
  );

/** `pollMs`: refetched while a card payment settles (the provider's webhook marks the places paid). */
export const useGroup = (id: number, pollMs: number | false = false) =>
  useQuery(
    queryOptions({
      queryKey: groupKeys.one(id),
      queryFn: ({ signal }) => call(getGroup, { params: { id }, signal }),
      retry: false,
      refetchInterval: pollMs,
      meta: { isSilent: true },
    }),
  );

/** Every mutation answers the whole group: the cache takes it, and the dashboard list refreshes. */
function useGroupMutation<Input>(run: (input: Input) => Promise<TGroup>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { isSilent: true },
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.one(group.id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.list(group.congressSlug) });
    },
  });
}

export const useCreateGroup = () => useGroupMutation((body: TGroupCreate) => call(createGroup, { body }));

export const useNameGroupPlace = (id: number) =>
  useGroupMutation(({ participationId, ...body }: TGroupPlaceName & { participationId: number }) =>
    call(nameGroupPlace, { params: { id, participationId }, body }),
  );

export const useCancelGroupPlace = (id: number) =>
  useGroupMutation((participationId: number) => call(cancelGroupPlace, { params: { id, participationId } }));

export const useChooseGroupTransfer = (id: number) =>
  useGroupMutation(() => call(chooseGroupTransfer, { params: { id } }));

/** The group's open card payment; the server answers the same one again while it is open. */
export const useGroupCardPayment = (id: number, isEnabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: groupKeys.card(id),
      queryFn: () => call(createGroupCardPayment, { params: { id } }),
      enabled: isEnabled,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      retry: false,
      meta: { isSilent: true },
    }),
  );

/** GET /api/group/:id/proforma: the PDF, saved as a file. */
export async function downloadProforma(id: number, reference: string): Promise<void> {
  const file = await download(downloadGroupProforma, { params: { id } });
  saveFile(file.blob, file.filename ?? `proforma-${reference}.pdf`);
}

export const useDownloadProforma = () =>
  useMutation({
    mutationFn: ({ id, reference }: { id: number; reference: string }) => downloadProforma(id, reference),
  });
