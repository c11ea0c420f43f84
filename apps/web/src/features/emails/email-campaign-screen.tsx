import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_RECIPIENT_STATES,
  type CampaignRecipientState,
  type TEmailCampaign,
} from '@congress/domain/contracts/email-campaigns';
import { formatDateTime } from '@congress/domain/dates';
import { Alert, Anchor, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useCongress } from '../../api/congress.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useText } from '../../lib/i18n/use-text.ts';
import { useCampaign } from './api/get-campaign.ts';
import { useCampaignRecipients } from './api/get-campaign-recipients.ts';
import { CampaignRecipientsTable } from './components/campaign-recipients-table.tsx';
import { m, STATE_TEXT, selectionText, templateName } from './campaign-messages.ts';
import { CampaignSummary } from './components/campaign-summary.tsx';

const PAGE_SIZE = 25;

/** One campaign of the e-mail log (decisions 36): who sent what to which selection, and each recipient. */
export function EmailCampaignScreen() {
  const slug = useCongressSlug();
  const congress = useCongress(slug);
  const campaignId = Number(useParams().campaignId);
  const intl = useIntl();
  const t = useText();
  return (
    <ScreenSection title={intl.formatMessage(m.campaignTitle)}>
      <Anchor component={Link} to={paths.emailLog.getHref(slug)} fz="sm">
        {intl.formatMessage(m.backToLog)}
      </Anchor>
      {congress.isPending && <PageLoader />}
      {congress.isError && <Alert color="red">{errorMessage(congress.error)}</Alert>}
      {!Number.isInteger(campaignId) || campaignId <= 0 ? (
        <Alert color="red">{t(CAMPAIGN_MESSAGES.campaignNotFound)}</Alert>
      ) : (
        congress.data && (
          <Campaign congressId={congress.data.id} campaignId={campaignId} timeZone={congress.data.timeZone} />
        )
      )}
    </ScreenSection>
  );
}

function CampaignFacts({ campaign, timeZone }: { campaign: TEmailCampaign; timeZone: string }) {
  const intl = useIntl();
  const attached = [
    campaign.attachments.rib && intl.formatMessage(m.rib),
    campaign.attachments.invoice && intl.formatMessage(m.invoice),
  ].filter((name) => typeof name === 'string');
  const facts = [
    [intl.formatMessage(m.subject), campaign.subject],
    [intl.formatMessage(m.templateFact), templateName(intl, campaign.template)],
    [intl.formatMessage(m.sentBy), campaign.sentBy],
    [intl.formatMessage(m.sentOn), formatDateTime(campaign.createdAt, timeZone)],
    [intl.formatMessage(m.recipients), selectionText(intl, campaign.selection)],
    [
      intl.formatMessage(m.attachments),
      attached.length > 0 ? attached.join(', ') : intl.formatMessage(m.none),
    ],
  ];
  return (
    <Stack component="dl" gap={4} m={0}>
      {facts.map(([term, value]) => (
        <Group key={term} gap="xs" wrap="nowrap" align="flex-start">
          <Text component="dt" fz="sm" fw={600} w={{ base: 100, xs: 130 }} style={{ flexShrink: 0 }}>
            {term}
          </Text>
          <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

type CampaignProps = { congressId: number; campaignId: number; timeZone: string };

function Campaign({ congressId, campaignId, timeZone }: CampaignProps) {
  const intl = useIntl();
  const [state, setState] = useState<CampaignRecipientState | 'all'>('all');
  const [page, setPage] = useState(1);
  const campaign = useCampaign(congressId, campaignId);
  const recipients = useCampaignRecipients(campaignId, { congressId, state, page, pageSize: PAGE_SIZE });
  const stateOptions = [
    { value: 'all', label: intl.formatMessage(m.all) },
    ...CAMPAIGN_RECIPIENT_STATES.map((value) => ({ value, label: intl.formatMessage(STATE_TEXT[value]) })),
  ];
  if (campaign.isPending) return <PageLoader label={intl.formatMessage(m.loadingCampaign)} />;
  if (campaign.isError) return <Alert color="red">{errorMessage(campaign.error)}</Alert>;
  const pages = recipients.data ? Math.max(1, Math.ceil(recipients.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="lg">
      <CampaignFacts campaign={campaign.data} timeZone={timeZone} />
      <CampaignSummary campaign={campaign.data} />
      <Select
        label={intl.formatMessage(m.state)}
        data={stateOptions}
        value={state}
        allowDeselect={false}
        onChange={(value) => {
          setState(CAMPAIGN_RECIPIENT_STATES.find((s) => s === value) ?? 'all');
          setPage(1);
        }}
        w={{ base: '100%', sm: 180 }}
      />
      {recipients.isError && <Alert color="red">{errorMessage(recipients.error)}</Alert>}
      {recipients.data && (
        <>
          <Text size="sm" aria-live="polite">
            {intl.formatMessage(m.recipientCount, { count: recipients.data.total })}
          </Text>
          <CampaignRecipientsTable items={recipients.data.items} timeZone={timeZone} />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              aria-label={intl.formatMessage(m.recipientPages)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
