import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './login-panel.module.css';

type SideView = 'participantTypes' | 'createAccount';

type LoginPanelProps = {
  signIn: ReactNode;
  side: ReactNode;
  sideView: SideView;
};

const SIDE_TEXT: Record<SideView, { title: string; intro: string }> = {
  participantTypes: {
    title: 'Register',
    intro: 'New participant? Choose your participant type to see the rates and register.',
  },
  createAccount: {
    title: 'Create an account',
    intro: 'No account yet? Create one with your e-mail address to continue.',
  },
};

/**
 * The login card: the sign-in form, and a side panel that slides in with the register view (the
 * participant types, or "create an account" after a redirect). Side by side from 62em, stacked below.
 */
export function LoginPanel({ signIn, side, sideView }: LoginPanelProps) {
  const text = SIDE_TEXT[sideView];
  return (
    <Paper withBorder shadow="sm" radius="lg" className={classes.card}>
      <section className={classes.panel} aria-labelledby="sign-in-title">
        <Title order={2} id="sign-in-title" mb="md">
          Sign in
        </Title>
        {signIn}
      </section>
      <section key={sideView} className={classes.side} aria-labelledby="register-title">
        <Title order={2} id="register-title" mb="xs">
          {text.title}
        </Title>
        <Text c="gray.8" mb="lg">
          {text.intro}
        </Text>
        {side}
      </section>
    </Paper>
  );
}
