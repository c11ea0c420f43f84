import { ScreenSection } from '../../components/ui/screen-section.tsx';

export function EmailTemplatesScreen() {
  return (
    <ScreenSection title="E-mail templates" description="The templates of the e-mails and the invoice." />
  );
}
