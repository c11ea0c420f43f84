import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function BankTransferScreen() {
  return (
    <ScreenSection
      title="Bank transfer"
      description="The bank details and the amount to pay within 15 days appear here."
    />
  );
}
