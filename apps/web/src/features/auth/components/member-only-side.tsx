import { Anchor } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * The side of the member-only sign-in: no "create an account" (a new account could not book a member
 * rate, and step 2 would say so too late), only the way back to another participant type.
 */
export function MemberOnlySide({ congressSlug }: { congressSlug: string }) {
  const intl = useIntl();
  return (
    <Anchor component={Link} to={paths.homeLogin.getHref(congressSlug)}>
      {intl.formatMessage({
        id: 'auth.memberOnly.otherType',
        defaultMessage: 'Not a member? Choose another participant type',
      })}
    </Anchor>
  );
}
