import type { TEmailSendResponse } from '@congress/domain/contracts/emails';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCampaign } from '../api/get-campaign.ts';
import { CampaignSummary } from './campaign-summary.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

type CampaignProgressProps = { congressSlug: string; congressId: number; result: TEmailSendResponse };

/** After the confirmation: the campaign's progress from the outbox, ending with its summary. */
export function CampaignProgress({ congressSlug, congressId, result }: CampaignProgressProps) {
  const campaign = useCampaign(congressId, result.campaignId);
  const isDone = campaign.data?.counts.pending === 0;
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4" ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
        {isDone ? 'Campaign summary' : 'Sending'}
      </Title>
      {campaign.data ? (
        <CampaignSummary campaign={campaign.data} />
      ) : campaign.isError ? (
        <Text size="sm" c="red.8" role="alert">
          The sending progress could not be loaded.
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading the sending progress" />
      )}
      {(result.withoutInvoice > 0 || result.ribMissing) && (
        <Alert color="yellow" variant="light">
          {result.withoutInvoice > 0 && (
            <Text size="sm">{`${result.withoutInvoice} recipient(s) have no invoice or proforma yet; their e-mail goes without one.`}</Text>
          )}
          {result.ribMissing && (
            <Text size="sm">The congress has no bank details file: no RIB was attached.</Text>
          )}
        </Alert>
      )}
      <Anchor component={Link} to={paths.emailCampaign.getHref(congressSlug, result.campaignId)} fz="sm">
        Open this campaign in the e-mail log
      </Anchor>
    </Stack>
  );
}
