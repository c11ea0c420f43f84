import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function ActivitiesStatsScreen() {
  return (
    <ScreenSection
      title="Activities statistics"
      description="The number of participants per activity appears here."
    />
  );
}
