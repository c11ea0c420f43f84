import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useCongressSettings } from './api/get-congress-settings.ts';
import { CreateCongressModal } from './components/create-congress-modal.tsx';
import { FileUploadCard } from './components/file-upload-card.tsx';
import { PurgePanel } from './components/purge-panel.tsx';
import { SettingsForm } from './components/settings-form.tsx';
import { m } from './messages.ts';

export function CongressSettingsScreen() {
  const intl = useIntl();
  const slug = useCongressSlug();
  const settings = useCongressSettings(slug);
  const [isCreating, creating] = useDisclosure(false);
  // A reload after a stale save (decisions 39) renews the form from the settings as they are now.
  const [reloads, setReloads] = useState(0);

  return (
    <ScreenSection title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      <Group justify="flex-end">
        <Button variant="outline" leftSection={<IconPlus size={16} aria-hidden />} onClick={creating.open}>
          {intl.formatMessage(m.createCongress)}
        </Button>
      </Group>
      <CreateCongressModal opened={isCreating} onClose={creating.close} />
      {settings.isPending && <PageLoader />}
      {settings.isError && (
        <Alert color="red" title={intl.formatMessage(m.loadFailed)}>
          {errorMessage(settings.error)}
        </Alert>
      )}
      {settings.data && (
        <Stack gap="xl">
          <section aria-labelledby="congress-files">
            <Title order={2} size="h3" id="congress-files" mb="sm">
              {intl.formatMessage(m.filesTitle)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FileUploadCard
                congressId={settings.data.id}
                kind="logo"
                title={intl.formatMessage(m.logo)}
                hint={intl.formatMessage(m.logoHint)}
                url={settings.data.logoUrl}
                contentType="image"
                accept="image/png,image/jpeg"
              />
              <FileUploadCard
                congressId={settings.data.id}
                kind="rib"
                title={intl.formatMessage(m.bankDetails)}
                hint={intl.formatMessage(m.bankDetailsHint)}
                url={settings.data.ribUrl}
                contentType={settings.data.ribContentType}
                accept="image/png,image/jpeg,image/webp,application/pdf"
              />
            </SimpleGrid>
          </section>
          <SettingsForm
            key={`${settings.data.id}-${settings.data.slug}-${reloads}`}
            settings={settings.data}
            onReload={async () => {
              await settings.refetch();
              setReloads((count) => count + 1);
            }}
          />
          <PurgePanel settings={settings.data} />
        </Stack>
      )}
    </ScreenSection>
  );
}
