import { ZAccountLanguage } from '@congress/domain/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { authKeys } from '../../features/auth/api/keys.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { api } from '../../lib/api-client.ts';
import { storedLanguage } from './initial-language.ts';
import { useLanguage } from './language-context.ts';

/**
 * The account keeps the reader's language, which decides the language of their e-mails and documents
 * (issue 16): signing in takes the account's language when it has one and no other was chosen on this
 * device, and a language chosen while signed in is saved to the account.
 */
export function AccountLanguage() {
  const { data: user } = useCurrentUser();
  const { language, setLanguage } = useLanguage();
  const queryClient = useQueryClient();
  const adoptedFor = useRef<string | null>(null);

  const accountKey = user ? `${user.kind}:${user.id}` : null;
  const accountLanguage = user?.language ?? null;

  useEffect(() => {
    if (!accountKey) {
      adoptedFor.current = null;
      return;
    }
    if (adoptedFor.current !== accountKey) {
      adoptedFor.current = accountKey;
      if (accountLanguage && !storedLanguage() && accountLanguage !== language) {
        setLanguage(accountLanguage);
        return;
      }
    }
    if (accountLanguage === language) return;
    void api
      .put('/user/language', { body: { language }, schema: ZAccountLanguage })
      .then(() => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }))
      // Not saved (offline): the next change or sign-in tries again; the page is in the language anyway.
      .catch(() => undefined);
  }, [accountKey, accountLanguage, language, setLanguage, queryClient]);

  return null;
}
