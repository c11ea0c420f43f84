import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function EmailLogScreen() {
  return <ScreenSection title="E-mail log" description="What went to whom, and its delivery state." />;
}
