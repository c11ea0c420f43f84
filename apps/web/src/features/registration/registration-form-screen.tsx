import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function RegistrationFormScreen() {
  return (
    <ScreenSection
      eyebrow="Step 2 of 4"
      title="Registration form"
      description="Your personal and travel details are entered here."
    />
  );
}
