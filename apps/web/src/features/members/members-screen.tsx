import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function MembersScreen() {
  return <ScreenSection title="Members" description="Sections and the member book." />;
}
