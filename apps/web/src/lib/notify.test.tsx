import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from './notify.ts';

afterEach(() => act(() => notifications.clean()));

describe('notices', () => {
  it('show the same words once while they are shown, and different words each', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    act(() => {
      notifySuccess('Your activity choices are saved.');
      notifySuccess('Your activity choices are saved.');
      notifySuccess('Your activity choices are saved.');
      notifyError('This activity is full.');
      notifySuccess('Another message.');
    });
    expect(await screen.findAllByText('Your activity choices are saved.')).toHaveLength(1);
    expect(screen.getAllByText('This activity is full.')).toHaveLength(1);
    expect(screen.getAllByText('Another message.')).toHaveLength(1);
  });
});
