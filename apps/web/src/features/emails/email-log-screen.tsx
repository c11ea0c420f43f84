import { Alert, Tabs } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useCongress } from '../../api/congress.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { m } from './campaign-messages.ts';
import { CampaignList } from './components/campaign-list.tsx';
import { OutboxLog } from './components/outbox-log.tsx';

/** The e-mail log: bulk sends as campaigns (decisions 36), and every e-mail one by one. */
export function EmailLogScreen() {
  const slug = useCongressSlug();
  const congress = useCongress(slug);
  const intl = useIntl();
  return (
    <ScreenSection title={intl.formatMessage(m.logTitle)} description={intl.formatMessage(m.logDescription)}>
      {congress.isPending && <PageLoader />}
      {congress.isError && <Alert color="red">{errorMessage(congress.error)}</Alert>}
      {congress.data !== undefined && (
        <Tabs defaultValue="campaigns" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="campaigns">{intl.formatMessage(m.campaignsTab)}</Tabs.Tab>
            <Tabs.Tab value="emails">{intl.formatMessage(m.allEmailsTab)}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="campaigns" pt="md">
            <CampaignList
              congressSlug={slug}
              congressId={congress.data.id}
              timeZone={congress.data.timeZone}
            />
          </Tabs.Panel>
          <Tabs.Panel value="emails" pt="md">
            <OutboxLog congressId={congress.data.id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </ScreenSection>
  );
}
