import { hasRoleIn } from '@congress/domain/enums';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useCongress } from '../../features/congress/api/get-congress.ts';
import { SendEmailsModal } from '../../features/emails/components/send-emails-modal.tsx';
import { ExportsMenu } from '../../features/exports/components/exports-menu.tsx';
import { ParticipationListScreen } from '../../features/participations/participation-list-screen.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';

/** The participation list with the e-mail and export features it offers admins (spec 2.2). */
export function ParticipationListRoute() {
  const congressSlug = useCongressSlug();
  const roles = useCurrentUser().data?.roles ?? [];
  const congressId = useCongress(congressSlug).data?.id;
  const canManage = hasRoleIn(roles, 'admin');

  return (
    <ParticipationListScreen
      congressSlug={congressSlug}
      canManage={canManage}
      renderExports={
        congressId === undefined
          ? undefined
          : (filter) => <ExportsMenu congressSlug={congressSlug} congressId={congressId} filter={filter} />
      }
      renderSendEmails={
        congressId === undefined
          ? undefined
          : (slot) => <SendEmailsModal congressSlug={congressSlug} congressId={congressId} {...slot} />
      }
    />
  );
}
