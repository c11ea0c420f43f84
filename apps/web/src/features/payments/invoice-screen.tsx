import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function InvoiceScreen() {
  return (
    <ScreenSection title="Payment" description="The outcome of your payment and your invoice appear here." />
  );
}
