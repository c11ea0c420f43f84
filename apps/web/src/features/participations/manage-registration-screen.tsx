import type { TParticipation } from '@congress/domain/contracts/participations';
import { Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCongressRates } from '../../api/congress-rates.ts';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useAdminParticipation } from './manage/api/get-admin-participation.ts';
import { ManageRegistrationForm } from './manage/components/manage-registration-form.tsx';
import { CancelRequestPanel } from './manage/components/cancel-request-panel.tsx';
import { emptyManageValues, valuesFromParticipation } from './manage/manage-form.ts';
import { useMinDelay } from '../../lib/use-min-delay.ts';
import { listHrefFrom } from './list-return.ts';

function participationIdOf(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * manageRegistration (spec 2.2): `?participation=ID` edits that participation ("Edit member");
 * without it the screen is Add Registration, on someone's behalf.
 */
export function ManageRegistrationScreen({
  spinnerMs,
  renderMoney,
}: {
  spinnerMs?: number;
  /** The participation's money, composed by the app (Manage Registration shows it). */
  renderMoney?: (participation: TParticipation) => ReactNode;
} = {}) {
  const intl = useIntl();
  const congressSlug = useCongressSlug();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  // A reload after a stale save (decisions 39) renews the form from the participation as it is now.
  const [reloads, setReloads] = useState(0);
  const participationId = participationIdOf(search.get('participation'));
  const isWaiting = useMinDelay(spinnerMs);
  const rates = useCongressRates(congressSlug);
  const participation = useAdminParticipation(participationId);
  const isEdit = participationId !== null;

  const isLoading = isWaiting || rates.isPending || (isEdit && participation.isPending);
  const error = rates.error ?? (isEdit ? participation.error : null);
  const main = participation.data?.registrations.find((r) => r.position === 1)?.participant;
  return (
    <Stack gap="lg">
      <ScreenSection
        title={
          isEdit
            ? intl.formatMessage({ id: 'manage.title.edit', defaultMessage: 'Manage Registration' })
            : intl.formatMessage({ id: 'manage.title.add', defaultMessage: 'Add Registration' })
        }
        description={
          isEdit
            ? main
              ? `${main.firstName} ${main.lastName} - ${participation.data?.rate.label ?? ''}`
              : undefined
            : intl.formatMessage({
                id: 'manage.description.add',
                defaultMessage: 'Register a person on their behalf.',
              })
        }
      />
      {isLoading && (
        <PageLoader
          label={intl.formatMessage({ id: 'manage.loading', defaultMessage: 'Loading the registration' })}
        />
      )}
      {!isLoading && error && <FormMessage message={error.message} />}
      {!isLoading && participation.data && renderMoney?.(participation.data)}
      {!isLoading && participation.data && <CancelRequestPanel participationId={participation.data.id} />}
      {!isLoading && !error && rates.data && rates.data.length === 0 && (
        <Text>
          <FormattedMessage
            id="manage.noRates"
            defaultMessage="This congress has no rates yet: create one in Manage Rates first."
          />
        </Text>
      )}
      {!isLoading && !error && rates.data && rates.data.length > 0 && (
        <ManageRegistrationForm
          key={participation.data ? `edit-${participation.data.id}-${reloads}` : 'add'}
          congressSlug={congressSlug}
          listHref={listHrefFrom(location.state, congressSlug)}
          onReload={async () => {
            await participation.refetch();
            setReloads((count) => count + 1);
          }}
          rates={rates.data}
          participation={participation.data ?? null}
          initialValues={
            participation.data ? valuesFromParticipation(participation.data) : emptyManageValues()
          }
          spinnerMs={spinnerMs}
          onCreated={(created) =>
            void navigate(paths.manageRegistration.getHref(congressSlug, created.id), {
              replace: true,
              state: location.state,
            })
          }
        />
      )}
    </Stack>
  );
}
