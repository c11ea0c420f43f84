import { saveAccountLanguage } from '@congress/domain/endpoints/auth';
import type { Language } from '@congress/domain/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { authKeys } from '../../features/auth/api/keys.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { call } from '../../lib/endpoint-call.ts';
import { storedLanguage } from './initial-language.ts';
import { useLanguage } from '../../lib/i18n/language-context.ts';

/**
 * Signing in on a device where no language was chosen takes the account's. The server
 * keeps the first language an account signs in with; a choice in the header is saved with
 * `useChooseLanguage`, so it decides that person's e-mails and documents.
 */
export function AccountLanguage() {
  const { data: user } = useCurrentUser();
  const { language, setLanguage } = useLanguage();
  const adoptedFor = useRef<string | null>(null);
  const accountKey = user ? `${user.kind}:${user.id}` : null;
  const accountLanguage = user?.language ?? null;

  useEffect(() => {
    if (accountKey === adoptedFor.current) return;
    adoptedFor.current = accountKey;
    if (accountLanguage && !storedLanguage() && accountLanguage !== language) setLanguage(accountLanguage);
  }, [accountKey, accountLanguage, language, setLanguage]);

  return null;
}

/** The header's choice: the page changes at once, and a signed-in account keeps it. */
export function useChooseLanguage(): (language: Language) => void {
  const { data: user } = useCurrentUser();
  const { setLanguage } = useLanguage();
  const queryClient = useQueryClient();
  const isSignedIn = Boolean(user);
  return useCallback(
    (language: Language) => {
      setLanguage(language);
      if (!isSignedIn) return;
      void call(saveAccountLanguage, { body: { language } })
        .then(() => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }))
        // Not saved (offline): the page is in the language anyway, and the next choice tries again.
        .catch(() => undefined);
    },
    [isSignedIn, setLanguage, queryClient],
  );
}
