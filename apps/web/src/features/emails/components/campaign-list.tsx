import { describeSelection, type TEmailCampaign } from '@congress/domain/contracts/email-campaigns';
import { formatDateTime } from '@congress/domain/dates';
import { Alert, Anchor, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCampaigns } from '../api/get-campaigns.ts';
import { skippedOf } from './campaign-summary.tsx';

const PAGE_SIZE = 25;

type ListProps = { congressSlug: string; congressId: number; timeZone: string };
type RowProps = Omit<ListProps, 'congressId'> & { campaign: TEmailCampaign };

function CampaignRow({ congressSlug, campaign, timeZone }: RowProps) {
  const { counts } = campaign;
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(campaign.createdAt, timeZone)}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={paths.emailCampaign.getHref(congressSlug, campaign.id)} fz="sm">
          {campaign.subject}
        </Anchor>
        <Text fz="xs" c="gray.8">
          {campaign.template ?? 'No template'}
        </Text>
      </Table.Td>
      <Table.Td>{describeSelection(campaign.selection)}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{campaign.sentBy}</Table.Td>
      <Table.Td ta="right">{counts.sent}</Table.Td>
      <Table.Td ta="right">{skippedOf(campaign)}</Table.Td>
      <Table.Td ta="right">
        <Text fz="sm" fw={counts.failed > 0 ? 700 : 400} c={counts.failed > 0 ? 'red.9' : undefined}>
          {counts.failed}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{counts.pending}</Table.Td>
    </Table.Tr>
  );
}

/** The bulk sends of the congress, newest first; each opens on its recipients. */
export function CampaignList({ congressSlug, congressId, timeZone }: ListProps) {
  const [page, setPage] = useState(1);
  const campaigns = useCampaigns(congressId, { page, pageSize: PAGE_SIZE });
  const data = campaigns.data;
  if (campaigns.isPending) return <PageLoader label="Loading the campaigns" />;
  if (campaigns.isError) return <Alert color="red">{errorMessage(campaigns.error)}</Alert>;
  if (!data || data.items.length === 0)
    return (
      <Alert color="gray">
        No bulk e-mail has been sent for this congress yet. Each send from the participation list appears here
        as one campaign.
      </Alert>
    );
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Text size="sm">{`${data.total} campaign(s)`}</Text>
      <Table.ScrollContainer
        minWidth={900}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Campaigns table"
      >
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sent on</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Recipients</Table.Th>
              <Table.Th>Sent by</Table.Th>
              <Table.Th ta="right">Sent</Table.Th>
              <Table.Th ta="right">Skipped</Table.Th>
              <Table.Th ta="right">Failed</Table.Th>
              <Table.Th ta="right">Waiting</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((campaign) => (
              <CampaignRow
                key={campaign.id}
                congressSlug={congressSlug}
                campaign={campaign}
                timeZone={timeZone}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Campaign pages" />}
    </Stack>
  );
}
