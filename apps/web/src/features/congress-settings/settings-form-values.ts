import type {
  TCongressSettings,
  TCongressSettingsUpdate,
} from '@congress/domain/contracts/congress-settings';
import { LANGUAGES, type Language } from '@congress/domain/i18n/languages';
import { DEFAULT_CANCELLATION_POLICY } from '@congress/domain/cancellation-policy';

type Nullable<T> = { [K in keyof T]: null extends T[K] ? Exclude<T[K], null> : T[K] };

/** The congress's texts written in each language. */
export const CONTENT_FIELDS = ['description', 'information', 'privacyText'] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];
type ContentTexts = Record<ContentField, string>;

/**
 * The form holds '' where the server holds null; the shared schema turns '' back into null. The
 * plain texts are the default language's; `translations` holds every other language's (its entry
 * for the default language stays empty, and the server ignores it).
 */
export type SettingsFormValues = Nullable<
  Omit<TCongressSettingsUpdate, 'participantTypes' | 'defaultLanguage' | 'translations'>
> & {
  participantTypes: TCongressSettingsUpdate['participantTypes'];
  defaultLanguage: Language;
  translations: Record<Language, ContentTexts>;
};

const emptyTexts = (): ContentTexts => ({ description: '', information: '', privacyText: '' });

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
    vatRates: Object.fromEntries(
      Object.entries(s.vatRates).map(([kind, vat]) => [kind, { ...vat, exemption: vat.exemption ?? '' }]),
    ) as SettingsFormValues['vatRates'],
    cardRefundsNeedApproval: s.cardRefundsNeedApproval,
    cancellationPolicy: s.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
    groupNamesDueOn: s.groupNamesDueOn ?? '',
    privacyText: s.privacyText ?? '',
    informationEmail: s.informationEmail ?? '',
    city: s.city ?? '',
    issuerName: s.issuerName ?? '',
    issuerAddress: s.issuerAddress ?? '',
    issuerVatNumber: s.issuerVatNumber ?? '',
    issuerPostcode: s.issuerPostcode ?? '',
    issuerCity: s.issuerCity ?? '',
    issuerCountry: s.issuerCountry ?? '',
    bankAccountHolder: s.bankAccountHolder ?? '',
    bankIban: s.bankIban ?? '',
    bankBic: s.bankBic ?? '',
    bankName: s.bankName ?? '',
    bankAddress: s.bankAddress ?? '',
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
    defaultLanguage: s.defaultLanguage ?? 'en',
    translations: Object.fromEntries(
      LANGUAGES.map((language) => {
        const stored = s.translations?.[language] ?? {};
        return [language, { ...emptyTexts(), ...stored }];
      }),
    ) as Record<Language, ContentTexts>,
    // The version these values were read at: the save goes through only from it (decisions 39).
    version: s.version,
  };
}

/** Every IANA zone the browser knows, for the time zone select. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * A new default language: its texts become the plain ones, and the former default's plain texts its
 * translation, so no text is lost or put under the wrong language.
 */
export function withDefaultLanguage(values: SettingsFormValues, next: Language): Partial<SettingsFormValues> {
  const previous = values.defaultLanguage;
  if (next === previous) return {};
  const incoming = values.translations[next];
  const outgoing: ContentTexts = {
    description: values.description,
    information: values.information,
    privacyText: values.privacyText,
  };
  return {
    defaultLanguage: next,
    ...incoming,
    translations: { ...values.translations, [previous]: outgoing, [next]: emptyTexts() },
  };
}
