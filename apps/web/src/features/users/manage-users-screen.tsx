import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function ManageUsersScreen() {
  return (
    <ScreenSection title="Manage Users" description="The user accounts of this congress are managed here." />
  );
}
