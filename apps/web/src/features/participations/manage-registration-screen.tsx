import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function ManageRegistrationScreen() {
  return (
    <ScreenSection
      title="Manage registration"
      description="The registration of a participant is created or edited here."
    />
  );
}
