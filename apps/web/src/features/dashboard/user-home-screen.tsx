import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { paths } from '../../config/paths.ts';

type UserHomeScreenProps = { congressSlug: string; name: string };

/** dashboardUserHome: the welcome; the registration status and its actions come with the registration work. */
export function UserHomeScreen({ congressSlug, name }: UserHomeScreenProps) {
  return (
    <ScreenSection title={`Welcome ${name}`} description="Your registration and its status appear here.">
      <Group>
        <Button component={Link} to={paths.homeLogin.getHref(congressSlug)} variant="outline">
          Registration options
        </Button>
      </Group>
    </ScreenSection>
  );
}
