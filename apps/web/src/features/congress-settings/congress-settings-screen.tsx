import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function CongressSettingsScreen() {
  return <ScreenSection title="Congress settings" description="The settings of this congress." />;
}
