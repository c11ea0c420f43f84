import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function ManageRatesScreen() {
  return <ScreenSection title="Manage Rates" description="The rates of this congress are managed here." />;
}
