import type { TRate } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../lib/i18n/use-text.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useCongress } from '../../api/congress.ts';
import { useCongressRates } from '../../api/congress-rates.ts';
import { useRateChoices } from './manage/api/get-rate-choices.ts';
import { useToggleRate } from './manage/api/toggle-rate.ts';
import { RateFormModal } from './manage/components/rate-form-modal.tsx';
import { RatesTable } from './manage/components/rates-table.tsx';
import { m } from './manage/messages.ts';
import { WaitingListPanel } from '../../components/waiting-list/waiting-list-panel.tsx';

/** `key` renews the form: a reload after a stale save starts from the rate as it is now. */
type Editing = { rate: TRate | null; key: number } | null;

/** Manage Rates (spec 2.2): the rates table with its Open toggle, Create Rate and the rate modal. */
export function ManageRatesScreen() {
  const intl = useIntl();
  const t = useText();
  const slug = useCongressSlug();
  const congress = useCongress(slug);
  const rates = useCongressRates(slug);
  const choices = useRateChoices(slug);
  const toggle = useToggleRate();
  const [editing, setEditing] = useState<Editing>(null);
  const [waitingRate, setWaitingRate] = useState<TRate | null>(null);

  if (congress.isError || (congress.isSuccess && !congress.data)) {
    // "Congress not found" only when there is none (404 or no answer); a failure says what it was.
    const isMissing =
      !congress.error || (congress.error instanceof ApiError && congress.error.status === 404);
    // The server's message is already in the reader's language.
    return (
      <ScreenSection title={intl.formatMessage(m.title)}>
        <Alert
          color="red"
          role="alert"
          title={isMissing ? t(MESSAGES.congressNotFound) : intl.formatMessage(m.congressLoadFailed)}
        >
          {isMissing ? null : congress.error?.message}
        </Alert>
      </ScreenSection>
    );
  }
  const isReady = congress.data !== undefined && choices.data !== undefined;

  /** After a stale save (decisions 39): the rates again, and the rate as it is now in a fresh form. */
  async function reloadEditing() {
    const id = editing?.rate?.id;
    const fresh = (await rates.refetch()).data?.find((rate) => rate.id === id);
    setEditing(fresh ? { rate: fresh, key: Date.now() } : null);
  }

  return (
    <ScreenSection title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing({ rate: null, key: Date.now() })}
          disabled={!isReady}
        >
          {intl.formatMessage(m.createRate)}
        </Button>
      </Group>
      {(rates.isPending || congress.isPending) && <PageLoader label={intl.formatMessage(m.loading)} />}
      {rates.isError && (
        <Alert color="red" role="alert" title={intl.formatMessage(m.loadFailed)}>
          {rates.error.message}
        </Alert>
      )}
      {rates.data && rates.data.length === 0 && <Text c="gray.8">{intl.formatMessage(m.empty)}</Text>}
      {rates.data && rates.data.length > 0 && (
        <RatesTable
          rates={rates.data}
          currency={congress.data?.options.currency ?? 'EUR'}
          onEdit={(rate) => setEditing({ rate, key: Date.now() })}
          onToggle={(rate) => toggle.mutate(rate)}
          togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          onWaitingList={setWaitingRate}
        />
      )}
      {waitingRate && (
        <WaitingListPanel
          key={waitingRate.id}
          line={{ kind: 'rate', id: waitingRate.id }}
          label={waitingRate.label}
          timeZone={congress.data?.timeZone ?? 'Europe/Lisbon'}
          onClose={() => setWaitingRate(null)}
        />
      )}
      {editing && congress.data && choices.data && (
        <RateFormModal
          key={editing.key}
          congressId={congress.data.id}
          defaultLanguage={congress.data.defaultLanguage ?? 'en'}
          rate={editing.rate}
          choices={choices.data}
          onClose={() => setEditing(null)}
          onReload={reloadEditing}
        />
      )}
    </ScreenSection>
  );
}
