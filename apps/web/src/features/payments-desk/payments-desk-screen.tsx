import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function PaymentsDeskScreen() {
  return (
    <ScreenSection
      title="Payments"
      description="Bank transfers to confirm, overdue transfers and refund requests."
    />
  );
}
