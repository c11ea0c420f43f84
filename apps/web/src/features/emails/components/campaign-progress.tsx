import type { TEmailSendResponse } from '@congress/domain/contracts/emails';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCampaign } from '../api/get-campaign.ts';
import { m } from '../campaign-messages.ts';
import { CampaignSummary } from './campaign-summary.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

type CampaignProgressProps = { congressSlug: string; congressId: number; result: TEmailSendResponse };

/** After the confirmation: the campaign's progress from the outbox, ending with its summary. */
export function CampaignProgress({ congressSlug, congressId, result }: CampaignProgressProps) {
  const intl = useIntl();
  const campaign = useCampaign(congressId, result.campaignId);
  const isDone = campaign.data?.counts.pending === 0;
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4" ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
        {intl.formatMessage(isDone ? m.campaignSummary : m.sending)}
      </Title>
      {campaign.data ? (
        <CampaignSummary campaign={campaign.data} />
      ) : campaign.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {intl.formatMessage(m.progressFailed)}
        </Text>
      ) : (
        <Loader size="sm" aria-label={intl.formatMessage(m.loadingProgress)} />
      )}
      {(result.withoutInvoice > 0 || result.ribMissing) && (
        <Alert color="yellow" variant="light">
          {result.withoutInvoice > 0 && (
            <Text size="sm">{intl.formatMessage(m.withoutInvoice, { count: result.withoutInvoice })}</Text>
          )}
          {result.ribMissing && <Text size="sm">{intl.formatMessage(m.ribMissing)}</Text>}
        </Alert>
      )}
      <Anchor component={Link} to={paths.emailCampaign.getHref(congressSlug, result.campaignId)} fz="sm">
        {intl.formatMessage(m.openCampaign)}
      </Anchor>
    </Stack>
  );
}
