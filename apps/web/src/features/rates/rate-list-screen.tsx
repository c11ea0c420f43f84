import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function RateListScreen() {
  return (
    <ScreenSection
      eyebrow="Step 1 of 4"
      title="Choose your rate"
      description="The rates and hotels open to this participant type appear here."
    />
  );
}
