import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';
import { renderWithProviders, scrollWindowTo } from './test-render';

describe('ScrollToTop', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('appears past 50 px of scroll and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ScrollToTop />);
    const button = () => screen.queryByRole('button', { name: 'Scroll to top' });
    expect(button()).toBeNull();

    scrollWindowTo(50);
    expect(button()).toBeNull();

    scrollWindowTo(51);
    const shown = button();
    expect(shown).toBeTruthy();
    if (shown) await user.click(shown);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
