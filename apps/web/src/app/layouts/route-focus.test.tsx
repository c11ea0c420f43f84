import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from './route-focus.ts';

function Shell() {
  useRouteFocus('main');
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** A page that puts focus in its first field itself, as a sign-in page does. */
function FocusedField() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return <input ref={field} aria-label="E-mail" />;
}

const routes = [
  {
    element: <Shell />,
    children: [
      {
        path: '/rates',
        element: (
          <>
            <h1>Rates</h1>
            <Link to="/form">Choose</Link>
            <Link to="/login">Sign in</Link>
          </>
        ),
      },
      { path: '/form', element: <h1>Your details</h1> },
      { path: '/login', element: <FocusedField /> },
    ],
  },
];

describe('a move to another page', () => {
  it("puts focus on the new page's heading, not on the body; the first page is left alone", async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/rates'] })} />);
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('link', { name: 'Choose' }));
    const heading = await screen.findByRole('heading', { name: 'Your details' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus where the new page put it (its first field)', async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/rates'] })} />);
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    const field = await screen.findByRole('textbox', { name: 'E-mail' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(field);
  });
});
