import type { TEmailCampaign } from '@congress/domain/contracts/email-campaigns';
import { Alert, Anchor, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCampaigns } from '../api/get-campaigns.ts';
import { m, selectionText, templateName } from '../campaign-messages.ts';
import { skippedOf } from './campaign-summary.tsx';
import { useNamedTime } from '../../../lib/i18n/use-zoned-time.ts';

const PAGE_SIZE = 25;

type ListProps = { congressSlug: string; congressId: number; timeZone: string };
type RowProps = Omit<ListProps, 'congressId'> & { campaign: TEmailCampaign };

function CampaignRow({ congressSlug, campaign, timeZone }: RowProps) {
  const { counts } = campaign;
  const intl = useIntl();
  const named = useNamedTime();
  const figure = (value: number) => intl.formatNumber(value);
  return (
    <Table.Tr>
      <Table.Td>{named(campaign.createdAt, timeZone)}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={paths.emailCampaign.getHref(congressSlug, campaign.id)} fz="sm">
          {campaign.subject}
        </Anchor>
        <Text fz="xs" c="gray.8">
          {templateName(intl, campaign.template)}
        </Text>
      </Table.Td>
      <Table.Td>{selectionText(intl, campaign.selection)}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{campaign.sentBy}</Table.Td>
      <Table.Td ta="right">{figure(counts.sent)}</Table.Td>
      <Table.Td ta="right">{figure(skippedOf(campaign))}</Table.Td>
      <Table.Td ta="right">
        <Text fz="sm" fw={counts.failed > 0 ? 700 : 400} c={counts.failed > 0 ? 'red.9' : undefined}>
          {figure(counts.failed)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{figure(counts.pending)}</Table.Td>
    </Table.Tr>
  );
}

/** The bulk sends of the congress, newest first; each opens on its recipients. */
export function CampaignList({ congressSlug, congressId, timeZone }: ListProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const campaigns = useCampaigns(congressId, { page, pageSize: PAGE_SIZE });
  const data = campaigns.data;
  if (campaigns.isPending) return <PageLoader label={intl.formatMessage(m.loadingCampaigns)} />;
  if (campaigns.isError) return <Alert color="red">{errorMessage(campaigns.error)}</Alert>;
  if (!data || data.items.length === 0) return <Alert color="gray">{intl.formatMessage(m.noCampaign)}</Alert>;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Text size="sm">{intl.formatMessage(m.campaignCount, { count: data.total })}</Text>
      <Table.ScrollContainer
        minWidth={900}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(m.campaignsTable)}
      >
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.sentOn)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.subject)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.recipients)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.sentBy)}</Table.Th>
              <Table.Th ta="right">{intl.formatMessage(m.sent)}</Table.Th>
              <Table.Th ta="right">{intl.formatMessage(m.skipped)}</Table.Th>
              <Table.Th ta="right">{intl.formatMessage(m.failed)}</Table.Th>
              <Table.Th ta="right">{intl.formatMessage(m.waiting)}</Table.Th>
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
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          aria-label={intl.formatMessage(m.campaignPages)}
        />
      )}
    </Stack>
  );
}
