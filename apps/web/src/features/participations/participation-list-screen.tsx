import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function ParticipationListScreen() {
  return <ScreenSection title="Participation list" description="The participation list appears here." />;
}
