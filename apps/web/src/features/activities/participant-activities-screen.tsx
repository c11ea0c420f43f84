import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function ParticipantActivitiesScreen() {
  return (
    <ScreenSection title="Participant activities" description="The activity choices of a participation." />
  );
}
