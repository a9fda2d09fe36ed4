import {
  DEFAULT_THEME,
  FileInput,
  Loader,
  MantineProvider,
  Menu,
  Notification,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The test helper's browser stand-ins that Mantine reads on mount.
import '@/components/ui/test-render';
import {
  contrast,
  HOVERED_ROW,
  MIN_CONTRAST,
  readsWell,
  TEXT_SHADES,
  tintOver,
} from './readable-colors';
import { theme } from './theme';

const WHITE = '#ffffff';

describe("the console theme's colours", () => {
  it('were not readable as Mantine ships them: the primary blue and the captions', () => {
    expect(contrast(DEFAULT_THEME.colors.indigo[6], WHITE)).toBeLessThan(MIN_CONTRAST);
    expect(contrast(DEFAULT_THEME.colors.gray[6], WHITE)).toBeLessThan(MIN_CONTRAST);
  });

  it.each(Object.keys(DEFAULT_THEME.colors))(
    '%s reads at 4.5:1 as text on white, on its tint over a hovered row, and under white',
    (name) => {
      const palette = theme.colors?.[name];
      expect(palette).toBeDefined();
      for (const index of TEXT_SHADES) {
        const shade = palette?.[index] ?? '';
        expect(contrast(shade, WHITE), `${name} ${index}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(contrast(shade, tintOver(shade, HOVERED_ROW))).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(readsWell(shade)).toBe(true);
      }
    },
  );

  it('keeps the light shades and makes each text shade darker than the one before', () => {
    for (const [name, original] of Object.entries(DEFAULT_THEME.colors)) {
      const palette = theme.colors?.[name] ?? [];
      expect(palette.slice(0, TEXT_SHADES[0])).toEqual(original.slice(0, TEXT_SHADES[0]));
      for (const index of TEXT_SHADES.slice(1)) {
        expect(
          contrast(palette[index] ?? '', WHITE),
          `${name} ${index} darker than ${index - 1}`,
        ).toBeGreaterThan(contrast(palette[index - 1] ?? '', WHITE));
      }
    }
  });
});

describe("the console theme's icon buttons", () => {
  const renderThemed = (ui: React.ReactElement) =>
    render(
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>,
    );

  it("names a toast's close button", () => {
    renderThemed(<Notification title="Saved">The order was saved.</Notification>);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDefined();
  });

  it('gives an open menu only its items, no focus placeholder a menu may not hold', () => {
    renderThemed(
      <Menu opened>
        <Menu.Target>
          <button type="button">Cart actions</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Edit cart</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    expect(screen.getByRole('menu').querySelector('div[tabindex]')).toBeNull();
  });

  it("names a file input's clear button", () => {
    const file = new File(['slip'], 'deposit-slip.png', { type: 'image/png' });
    renderThemed(<FileInput label="Challan" clearable value={file} />);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDefined();
  });

  it('lets a named spinner be read as a status, not a plain span with a name', () => {
    renderThemed(<Loader size="sm" aria-label="Loading the agents" />);
    expect(screen.getByRole('status', { name: 'Loading the agents' })).toBeDefined();
  });

  it("names a date's clear button", () => {
    renderThemed(<DateInput label="Pickup date" clearable value="2026-11-28" />);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDefined();
  });
});
