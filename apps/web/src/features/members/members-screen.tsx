import { Divider, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { MemberImport } from './components/member-import.tsx';
import { MembersTable } from './components/members-table.tsx';
import { SectionsPanel } from './components/sections-panel.tsx';
import { m } from './messages.ts';

export function MembersScreen() {
  const intl = useIntl();
  return (
    <ScreenSection title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      <Stack gap="xl">
        <MemberImport />
        <Divider />
        <SectionsPanel />
        <Divider />
        <MembersTable />
      </Stack>
    </ScreenSection>
  );
}
