import type {
  TCongressSettings,
  TCongressSettingsUpdate,
} from '@congress/domain/contracts/congress-settings';

type Nullable<T> = { [K in keyof T]: null extends T[K] ? Exclude<T[K], null> : T[K] };

/** The form holds '' where the server holds null; the shared schema turns '' back into null. */
export type SettingsFormValues = Nullable<Omit<TCongressSettingsUpdate, 'participantTypes'>> & {
  participantTypes: TCongressSettingsUpdate['participantTypes'];
};

export function toFormValues(s: TCongressSettings): SettingsFormValues {
  return {
    label: s.label,
    slug: s.slug,
    isOpen: s.isOpen,
    description: s.description ?? '',
    information: s.information ?? '',
    website: s.website ?? '',
    currency: s.currency,
    stripePublicKey: s.stripePublicKey ?? '',
    memberChoosesHotel: s.memberChoosesHotel,
    holdMinutes: s.holdMinutes,
    waitingListOfferHours: s.waitingListOfferHours,
    timeZone: s.timeZone,
    vatRate: s.vatRate,
    cardRefundsNeedApproval: s.cardRefundsNeedApproval,
    privacyText: s.privacyText ?? '',
    informationEmail: s.informationEmail ?? '',
    city: s.city ?? '',
    issuerName: s.issuerName ?? '',
    issuerAddress: s.issuerAddress ?? '',
    issuerVatNumber: s.issuerVatNumber ?? '',
    bankAccountHolder: s.bankAccountHolder ?? '',
    bankIban: s.bankIban ?? '',
    bankBic: s.bankBic ?? '',
    startsOn: s.startsOn ?? '',
    endsOn: s.endsOn ?? '',
    badgeLayout: s.badgeLayout,
    brandColor: s.brandColor,
    participantTypes: s.participantTypes.map(({ id, slug, label, isMember }) => ({
      id,
      slug,
      label,
      isMember,
    })),
    // The version these values were read at: the save goes through only from it (decision 39).
    version: s.version,
  };
}

/** Every IANA zone the browser knows, for the time zone select. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}
