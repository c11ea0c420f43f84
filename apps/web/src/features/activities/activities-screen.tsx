import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function ActivitiesScreen() {
  return (
    <ScreenSection
      title="Manage Activities"
      description="The activities of this congress are managed here."
    />
  );
}
