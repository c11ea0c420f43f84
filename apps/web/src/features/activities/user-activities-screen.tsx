import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function UserActivitiesScreen() {
  return (
    <ScreenSection
      title="Activities"
      description="Your activity choices for each congress day appear here."
    />
  );
}
