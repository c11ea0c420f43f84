import type { TRate } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
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
import { WaitingListPanel } from '../../components/waiting-list/waiting-list-panel.tsx';

/** `key` renews the form: a reload after a stale save starts from the rate as it is now. */
type Editing = { rate: TRate | null; key: number } | null;

/** Manage Rates (spec 2.2): the rates table with its Open toggle, Create Rate and the rate modal. */
export function ManageRatesScreen() {
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
    const message = congress.error?.message ?? MESSAGES.congressNotFound;
    return (
      <ScreenSection title="Manage Rates">
        <Alert
          color="red"
          role="alert"
          title={isMissing ? MESSAGES.congressNotFound : 'The congress could not be loaded'}
        >
          {message === MESSAGES.congressNotFound ? null : message}
        </Alert>
      </ScreenSection>
    );
  }
  const isReady = congress.data !== undefined && choices.data !== undefined;

  /** After a stale save (decision 39): the rates again, and the rate as it is now in a fresh form. */
  async function reloadEditing() {
    const id = editing?.rate?.id;
    const fresh = (await rates.refetch()).data?.find((rate) => rate.id === id);
    setEditing(fresh ? { rate: fresh, key: Date.now() } : null);
  }

  return (
    <ScreenSection
      title="Manage Rates"
      description="Rates of this congress: prices, places and their open state."
    >
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing({ rate: null, key: Date.now() })}
          disabled={!isReady}
        >
          Create Rate
        </Button>
      </Group>
      {(rates.isPending || congress.isPending) && <PageLoader label="Loading rates" />}
      {rates.isError && (
        <Alert color="red" role="alert" title="The rates could not be loaded">
          {rates.error.message}
        </Alert>
      )}
      {rates.data && rates.data.length === 0 && <Text c="gray.8">No rates yet. Create the first one.</Text>}
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
          rate={editing.rate}
          choices={choices.data}
          onClose={() => setEditing(null)}
          onReload={reloadEditing}
        />
      )}
    </ScreenSection>
  );
}
