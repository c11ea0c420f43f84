import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import classes from './login-panel.module.css';

type SideView = 'participantTypes' | 'createAccount' | 'memberOnly';

type LoginPanelProps = {
  signIn: ReactNode;
  side: ReactNode;
  sideView: SideView;
};

const SIDE_TEXT = {
  participantTypes: defineMessages({
    title: { id: 'auth.login.register', defaultMessage: 'Register' },
    intro: {
      id: 'auth.login.registerIntro',
      defaultMessage: 'New participant? Choose your participant type to see the rates and register.',
    },
  }),
  createAccount: defineMessages({
    title: { id: 'auth.createAccount.title', defaultMessage: 'Create an account' },
    intro: {
      id: 'auth.createAccount.intro',
      defaultMessage: 'No account yet? Create one with your e-mail address to continue.',
    },
  }),
  // A member type's rate: only the member book's sign-in books it, so no account is created here.
  memberOnly: defineMessages({
    title: { id: 'auth.memberOnly.title', defaultMessage: 'Member rates' },
    intro: {
      id: 'auth.memberOnly.intro',
      defaultMessage:
        'Member rates need your Book of Member sign-in: use the e-mail and password the member book holds for you. A new account cannot book them.',
    },
  }),
} satisfies Record<SideView, unknown>;

/**
 * The login card: the sign-in form, and a side panel that slides in with the register view (the
 * participant types, or "create an account" after a redirect). Side by side from 62em, stacked below.
 */
export function LoginPanel({ signIn, side, sideView }: LoginPanelProps) {
  const intl = useIntl();
  const text = SIDE_TEXT[sideView];
  return (
    <Paper withBorder shadow="sm" radius="lg" className={classes.card}>
      <section className={classes.panel} aria-labelledby="sign-in-title">
        <Title order={2} id="sign-in-title" mb="md">
          <FormattedMessage id="auth.signIn.submit" defaultMessage="Sign in" />
        </Title>
        {signIn}
      </section>
      <section key={sideView} className={classes.side} aria-labelledby="register-title">
        <Title order={2} id="register-title" mb="xs">
          {intl.formatMessage(text.title)}
        </Title>
        <Text c="gray.8" mb="lg">
          {intl.formatMessage(text.intro)}
        </Text>
        {side}
      </section>
    </Paper>
  );
}
