import { Divider, Stack } from '@mantine/core';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { MemberImport } from './components/member-import.tsx';
import { MembersTable } from './components/members-table.tsx';
import { SectionsPanel } from './components/sections-panel.tsx';

export function MembersScreen() {
  return (
    <ScreenSection title="Members" description="Sections and the member book.">
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
