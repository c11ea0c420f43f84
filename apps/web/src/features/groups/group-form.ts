import {
  GROUP_MAX_PLACES,
  GROUP_MIN_PLACES,
  ZGroupBilling,
  type TGroupCreate,
} from '@congress/domain/contracts/groups';
import { z } from 'zod';

/** The new group's form: the number of places and who pays (decisions 49). */
export const ZGroupForm = z.object({
  places: z.number().int().min(GROUP_MIN_PLACES).max(GROUP_MAX_PLACES),
  billing: ZGroupBilling,
});

export type GroupFormValues = {
  places: number | string;
  billing: {
    billingCompanyName: string;
    billingCompanyAddress: string;
    billingCompanyPostcode: string;
    billingCompanyCity: string;
    billingCompanyCountry: string;
    billingCompanyVatId: string;
  };
};

export const emptyGroupForm = (): GroupFormValues => ({
  places: GROUP_MIN_PLACES,
  billing: {
    billingCompanyName: '',
    billingCompanyAddress: '',
    billingCompanyPostcode: '',
    billingCompanyCity: '',
    billingCompanyCountry: '',
    billingCompanyVatId: '',
  },
});

/** The number as typed, or 0 while the field is empty (the total then reads 0). */
export const placesOf = (values: Pick<GroupFormValues, 'places'>) => {
  const places = Number(values.places);
  return Number.isInteger(places) && places > 0 ? places : 0;
};

/** The request: empty optional fields are left out rather than sent as "". */
export function toGroupCreate(values: GroupFormValues, congressSlug: string, rateId: number): TGroupCreate {
  const billing = Object.fromEntries(
    Object.entries(values.billing)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  ) as TGroupCreate['billing'];
  return { congressSlug, rateId, places: placesOf(values), billing };
}
