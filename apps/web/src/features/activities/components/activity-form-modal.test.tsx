import { MESSAGES } from '@congress/domain/messages';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ActivityFormModal } from './activity-form-modal.tsx';

// The autosize Description textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

let fake: ReturnType<typeof createFakeFetch>;
beforeEach(() => {
  fake = createFakeFetch(() => jsonResponse(201, {}));
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function renderModal(congressSlug: string | undefined, congressId: number | undefined) {
  renderWithProviders(
    <ActivityFormModal
      opened
      onClose={() => {}}
      activity={null}
      congressSlug={congressSlug}
      congressId={congressId}
      participantTypes={[{ value: 'member', label: 'member' }]}
    />,
  );
}

describe('ActivityFormModal', { timeout: 20_000 }, () => {
  it('says "The congress slug is missing" and cannot submit without a slug', async () => {
    renderModal(undefined, 1);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.congressSlugMissing);
    expect(screen.getByRole('button', { name: 'Add Activity' })).toHaveProperty('disabled', true);
  });

  it('says "The congress id is missing" when creating without the congress id', async () => {
    renderModal('demo', undefined);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.congressIdMissing);
    expect(screen.getByRole('button', { name: 'Add Activity' })).toHaveProperty('disabled', true);
  });

  it('shows no message when the slug and id are known', async () => {
    renderModal('demo', 1);
    expect(await screen.findByRole('button', { name: 'Add Activity' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing is saved (the providers only read who is signed in, for the account's language).
    expect(fake.calls.filter((call) => call.url !== '/api/user/')).toHaveLength(0);
  });
});
