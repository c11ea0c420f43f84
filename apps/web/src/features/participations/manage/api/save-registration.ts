import type {
  TManageRegistrationCreateRequestInput,
  TManageRegistrationRequestInput,
} from '@congress/domain/contracts/manage-registration';
import {
  addRegistration as addRegistrationEndpoint,
  updateManagedRegistration,
} from '@congress/domain/endpoints/manage-registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { congressRateKeys } from '../../../../api/congress-rates.ts';
import { call } from '../../../../lib/endpoint-call.ts';
import { manageRegistrationKeys } from './keys.ts';

/** PUT /api/admin/participation/{id}: saves the registration as the admin edited it. */
export function updateRegistration(id: number, body: TManageRegistrationRequestInput) {
  return call(updateManagedRegistration, { params: { id }, body });
}

/** POST /api/admin/participation: Add Registration on someone's behalf. */
export function addRegistration(body: TManageRegistrationCreateRequestInput) {
  return call(addRegistrationEndpoint, { body });
}

type SaveVariables =
  | { id: number; body: TManageRegistrationRequestInput }
  | { id: null; body: TManageRegistrationCreateRequestInput };

export function useSaveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveVariables) =>
      variables.id === null
        ? addRegistration(variables.body)
        : updateRegistration(variables.id, variables.body),
    meta: { isSilent: true },
    onSuccess: (participation) => {
      queryClient.setQueryData(manageRegistrationKeys.participation(participation.id), participation);
      // The rate select shows places, which this registration took or gave back.
      void queryClient.invalidateQueries({ queryKey: congressRateKeys.all });
    },
  });
}
