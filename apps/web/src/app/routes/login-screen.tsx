import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { CreateAccountForm } from '../../features/auth/components/create-account-form.tsx';
import { LoginPanel } from '../../features/auth/components/login-panel.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { SignedInNotice } from '../../features/auth/components/signed-in-notice.tsx';
import { safeRedirect } from '../../features/auth/landing-route.ts';
import { useIsMemberOnly } from '../../features/auth/use-is-member-only.ts';
import { MemberOnlySide } from '../../features/auth/components/member-only-side.tsx';
import { ParticipantTypeLinks } from '../../features/congress/components/participant-type-links.tsx';

/** `isCongressOpen` is undefined while the congress loads. */
type LoginScreenProps = { congressSlug: string; isCongressOpen: boolean | undefined };

/**
 * The home and login screen (spec 2.2): sign in on one side; on the other, the participant types,
 * or a "create an account" form when the visitor was redirected here.
 */
export function LoginScreen({ congressSlug, isCongressOpen }: LoginScreenProps) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const { data: user } = useCurrentUser();
  // The form that signs in stays until its navigation lands, so the notice never flashes before it.
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const target = safeRedirect(redirect);
  const isMemberOnly = useIsMemberOnly(congressSlug, redirect);
  if (user && target) return <Navigate replace to={target} />;

  const isRedirected = redirect !== null;
  return (
    <ScreenSection
      title={intl.formatMessage({ id: 'auth.login.title', defaultMessage: 'Sign in or register' })}
      description={intl.formatMessage({
        id: 'auth.login.description',
        defaultMessage:
          'Sign in to follow your registration, or choose your participant type to register for the congress.',
      })}
    >
      <LoginPanel
        signIn={
          user && !hasSubmitted ? (
            <SignedInNotice congressSlug={congressSlug} user={user} />
          ) : (
            <SignInForm
              congressSlug={congressSlug}
              redirect={redirect}
              onSubmit={() => setHasSubmitted(true)}
            />
          )
        }
        side={
          isMemberOnly ? (
            <MemberOnlySide congressSlug={congressSlug} />
          ) : isRedirected ? (
            <CreateAccountForm congressSlug={congressSlug} redirect={redirect} />
          ) : (
            <ParticipantTypeLinks congressSlug={congressSlug} isCongressOpen={isCongressOpen} />
          )
        }
        sideView={isMemberOnly ? 'memberOnly' : isRedirected ? 'createAccount' : 'participantTypes'}
      />
    </ScreenSection>
  );
}
