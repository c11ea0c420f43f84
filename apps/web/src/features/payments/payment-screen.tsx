import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function PaymentScreen() {
  return (
    <ScreenSection
      eyebrow="Step 4 of 4"
      title="Card payment"
      description="The order summary and the card payment form appear here."
    />
  );
}
