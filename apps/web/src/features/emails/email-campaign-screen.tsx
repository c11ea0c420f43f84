import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_RECIPIENT_STATES,
  type CampaignRecipientState,
  describeSelection,
  type TEmailCampaign,
} from '@congress/domain/contracts/email-campaigns';
import { formatDateTime } from '@congress/domain/dates';
import { capitalise } from '@congress/domain/enums';
import { Alert, Anchor, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCongress } from '../../api/congress.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useCampaign } from './api/get-campaign.ts';
import { useCampaignRecipients } from './api/get-campaign-recipients.ts';
import { CampaignRecipientsTable } from './components/campaign-recipients-table.tsx';
import { CampaignSummary } from './components/campaign-summary.tsx';

const PAGE_SIZE = 25;
const STATE_OPTIONS = [
  { value: 'all', label: 'All' },
  ...CAMPAIGN_RECIPIENT_STATES.map((state) => ({ value: state, label: capitalise(state) })),
];

/** One campaign of the e-mail log (decisions 36): who sent what to which selection, and each recipient. */
export function EmailCampaignScreen() {
  const slug = useCongressSlug();
  const congress = useCongress(slug);
  const campaignId = Number(useParams().campaignId);
  return (
    <ScreenSection title="E-mail campaign">
      <Anchor component={Link} to={paths.emailLog.getHref(slug)} fz="sm">
        Back to the e-mail log
      </Anchor>
      {congress.isPending && <PageLoader />}
      {congress.isError && <Alert color="red">{errorMessage(congress.error)}</Alert>}
      {!Number.isInteger(campaignId) || campaignId <= 0 ? (
        <Alert color="red">{CAMPAIGN_MESSAGES.campaignNotFound}</Alert>
      ) : (
        congress.data && (
          <Campaign congressId={congress.data.id} campaignId={campaignId} timeZone={congress.data.timeZone} />
        )
      )}
    </ScreenSection>
  );
}

function CampaignFacts({ campaign, timeZone }: { campaign: TEmailCampaign; timeZone: string }) {
  const attached = [campaign.attachments.rib && 'RIB', campaign.attachments.invoice && 'Invoice'].filter(
    Boolean,
  );
  const facts = [
    ['Subject', campaign.subject],
    ['Template', campaign.template ?? 'No template'],
    ['Sent by', campaign.sentBy],
    ['Sent on', formatDateTime(campaign.createdAt, timeZone)],
    ['Recipients', describeSelection(campaign.selection)],
    ['Attachments', attached.length > 0 ? attached.join(', ') : 'none'],
  ];
  return (
    <Stack component="dl" gap={4} m={0}>
      {facts.map(([term, value]) => (
        <Group key={term} gap="xs" wrap="nowrap" align="flex-start">
          <Text component="dt" fz="sm" fw={600} w={100} style={{ flexShrink: 0 }}>
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
  const [state, setState] = useState<CampaignRecipientState | 'all'>('all');
  const [page, setPage] = useState(1);
  const campaign = useCampaign(congressId, campaignId);
  const recipients = useCampaignRecipients(campaignId, { congressId, state, page, pageSize: PAGE_SIZE });
  if (campaign.isPending) return <PageLoader label="Loading the campaign" />;
  if (campaign.isError) return <Alert color="red">{errorMessage(campaign.error)}</Alert>;
  const pages = recipients.data ? Math.max(1, Math.ceil(recipients.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="lg">
      <CampaignFacts campaign={campaign.data} timeZone={timeZone} />
      <CampaignSummary campaign={campaign.data} />
      <Select
        label="State"
        data={STATE_OPTIONS}
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
          <Text size="sm" aria-live="polite">{`${recipients.data.total} recipient(s)`}</Text>
          <CampaignRecipientsTable items={recipients.data.items} timeZone={timeZone} />
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} aria-label="Recipient pages" />
          )}
        </>
      )}
    </Stack>
  );
}
