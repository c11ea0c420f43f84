import { UNSAVED_CHANGES_MESSAGES } from '@congress/domain/unsaved-changes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { useUnsavedChanges } from './unsaved-changes.tsx';

function NoteForm({ onClose }: { onClose: () => void }) {
  const [note, setNote] = useState('');
  const unsaved = useUnsavedChanges(note !== '');
  return (
    <>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <button type="button" onClick={() => unsaved.confirmLeave(onClose)}>
        Cancel
      </button>
      {unsaved.prompt}
    </>
  );
}

function renderForm(onClose = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <NoteForm onClose={onClose} /> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(<RouterProvider router={router} flushSync={(update) => void flushSync(update)} />);
  return { router, onClose };
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Note'), { target: { value } });

describe('leaving a form with unsaved changes', { timeout: 20_000 }, () => {
  it('leaves at once while nothing is typed', async () => {
    const { router } = renderForm();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('asks before a route change: Stay keeps the form and its text, Leave goes', async () => {
    const { router } = renderForm();
    type('half written');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_MESSAGES.title });
    expect(dialog.textContent).toContain(UNSAVED_CHANGES_MESSAGES.body);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('half written');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it("asks before closing (a modal's Cancel) and lets the browser ask before unloading", async () => {
    const { onClose } = renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('half written');
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
