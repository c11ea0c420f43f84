import { Alert, Tabs } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useDeskOverview } from './api/get-desk-overview.ts';
import { LoadError } from './components/desk-states.tsx';
import { ManualPaymentPanel } from './components/manual-payment-panel.tsx';
import { PendingTransfersPanel } from './components/pending-transfers-panel.tsx';
import { RefundRequestsPanel } from './components/refund-requests-panel.tsx';
import { StatementsPanel } from './components/statements-panel.tsx';
import { useIntl } from 'react-intl';
import { m } from './messages.ts';

type Tab = 'transfers' | 'refunds' | 'manual' | 'statements';
const isTab = (value: string | null): value is Tab =>
  value === 'transfers' || value === 'refunds' || value === 'manual' || value === 'statements';

/** paymentsDesk: bank transfers to confirm, overdue transfers, refund requests and manual payments. */
export function PaymentsDeskScreen() {
  const intl = useIntl();
  const slug = useCongressSlug();
  const overview = useDeskOverview(slug);
  const [tab, setTab] = useState<Tab>('transfers');

  return (
    <ScreenSection title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      {overview.isPending ? (
        <PageLoader label={intl.formatMessage(m.loading)} />
      ) : overview.isError ? (
        <LoadError error={overview.error} onRetry={() => overview.refetch()} />
      ) : (
        <>
          {!overview.data.canManage && (
            <Alert color="gray" icon={<IconEye aria-hidden />} role="note">
              {intl.formatMessage(m.readOnly)}
            </Alert>
          )}
          <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="transfers">
                {intl.formatMessage(m.tabTransfers, { count: overview.data.pendingTransfers })}
              </Tabs.Tab>
              <Tabs.Tab value="refunds">
                {intl.formatMessage(m.tabRefunds, { count: overview.data.refundRequests })}
              </Tabs.Tab>
              <Tabs.Tab value="manual">{intl.formatMessage(m.tabManual)}</Tabs.Tab>
              {overview.data.canManage && (
                <Tabs.Tab value="statements">{intl.formatMessage(m.tabStatements)}</Tabs.Tab>
              )}
            </Tabs.List>
            <Tabs.Panel value="transfers" pt="md">
              <PendingTransfersPanel slug={slug} overview={overview.data} />
            </Tabs.Panel>
            <Tabs.Panel value="refunds" pt="md">
              <RefundRequestsPanel slug={slug} overview={overview.data} />
            </Tabs.Panel>
            <Tabs.Panel value="manual" pt="md">
              <ManualPaymentPanel slug={slug} overview={overview.data} />
            </Tabs.Panel>
            {overview.data.canManage && (
              <Tabs.Panel value="statements" pt="md">
                <StatementsPanel slug={slug} />
              </Tabs.Panel>
            )}
          </Tabs>
        </>
      )}
    </ScreenSection>
  );
}
