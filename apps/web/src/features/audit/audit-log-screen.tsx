import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function AuditLogScreen() {
  return <ScreenSection title="Audit log" description="Every staff write, who made it and when." />;
}
