import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api/api-client';
import { endSession } from '@/lib/session/end-session';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { mockApi } from '@/lib/testing/mock-api';
import { usePopup, type PopupOptions, type PopupRender } from './popup-host';
import { renderWithProviders } from './test-render';

function Opener({ render, options }: { render: PopupRender; options?: PopupOptions }) {
  const popup = usePopup();
  return (
    <button type="button" onClick={() => popup.open(render, options)}>
      open
    </button>
  );
}

const overlay = () => document.querySelector<HTMLElement>('.mantine-Modal-overlay');

describe('PopupProvider', () => {
  it('opens the rendered content with its title and closes from the content', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <Opener
        render={(close) => (
          <button type="button" onClick={close}>
            done
          </button>
        )}
        options={{ title: 'Track order', onClose }}
      />,
      { popups: true },
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Track order' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes by default from the close button and from the background', async () => {
    const { user } = renderWithProviders(<Opener render={() => 'details'} />, { popups: true });

    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('details')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'open' }));
    const background = overlay();
    expect(background).toBeTruthy();
    if (background) await user.click(background);
    expect(screen.queryByText('details')).toBeNull();
  });

  it('with closable false has no close button and ignores the background and Escape', async () => {
    const { user } = renderWithProviders(
      <Opener render={() => 'confirm the partner-store order'} options={{ closable: false }} />,
      { popups: true },
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    const background = overlay();
    expect(background).toBeTruthy();
    if (background) await user.click(background);
    await user.keyboard('{Escape}');
    expect(screen.getByText('confirm the partner-store order')).toBeTruthy();
  });

  it('replaces an open popup and tells the replaced one it closed', async () => {
    const firstClosed = vi.fn();
    function TwoPopups() {
      const popup = usePopup();
      const openSecond = () => popup.open(() => 'second');
      return (
        <button
          type="button"
          onClick={() =>
            popup.open(
              () => (
                <button type="button" onClick={openSecond}>
                  first
                </button>
              ),
              { onClose: firstClosed },
            )
          }
        >
          open
        </button>
      );
    }
    const { user } = renderWithProviders(<TwoPopups />, { popups: true });
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByText('second')).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
    expect(firstClosed).toHaveBeenCalledTimes(1);
  });

  it('closes the open popup, even one without a close button, when the user signs out', async () => {
    rememberSignIn('sign-in-1');
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <Opener render={() => 'comments'} options={{ closable: false, onClose }} />,
      { popups: true },
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByText('comments')).toBeTruthy();

    act(() => endSession());
    expect(screen.queryByText('comments')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the open popup when a call finds the session expired', async () => {
    rememberSignIn('sign-in-1');
    const expired = { error: 'Token is expired or invalid', detail: 'Token is expired or invalid' };
    mockApi({ 'GET /order-comments/': { status: 401, body: expired } });
    const { user } = renderWithProviders(<Opener render={() => 'comments'} />, { popups: true });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByText('comments')).toBeTruthy();

    await act(() => expect(apiRequest('/order-comments/')).rejects.toThrow());
    expect(screen.queryByText('comments')).toBeNull();
  });

  it('refuses to run outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Opener render={() => null} />)).toThrow(
      'usePopup must be used inside <PopupProvider>',
    );
    vi.restoreAllMocks();
  });
});
