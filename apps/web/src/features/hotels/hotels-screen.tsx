import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function HotelsScreen() {
  return <ScreenSection title="Hotels" description="The hotels of this congress." />;
}
