import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function UserSummaryScreen() {
  return <ScreenSection title="Summary" description="The summary of your registration appears here." />;
}
