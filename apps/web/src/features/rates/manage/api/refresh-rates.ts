import type { QueryClient } from '@tanstack/react-query';
import { congressRateKeys } from '../../../../api/congress-rates.ts';
import { participantTypeKeys } from '../../../../api/participant-types.ts';
import { rateKeys } from '../../../../api/rate-keys.ts';

/** A rate write changes every rate list and may add or remove a type that has rates (decisions 4). */
export const refreshAfterRateChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: congressRateKeys.all }),
    queryClient.invalidateQueries({ queryKey: rateKeys.all }),
    queryClient.invalidateQueries({ queryKey: participantTypeKeys.all }),
  ]);
