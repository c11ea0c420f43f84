import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function SummaryScreen() {
  return (
    <ScreenSection
      eyebrow="Step 3 of 4"
      title="Summary"
      description="The summary of your registration and the choice of payment method appear here."
    />
  );
}
