import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api';
import { recordRequestUrls } from '@/lib/testing/record-requests';
import { ExportButton } from './export-button';
import { renderWithProviders } from './test-render';

// jsdom has no object URLs: these stand in for the test and go back after it.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('ExportButton', () => {
  it("downloads the chosen format with the list's query and saves it under its name", async () => {
    mockApi({ 'GET /list-of-all-orders/store/new/export/': { body: 'file' } });
    const urls = recordRequestUrls();
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(
      <ExportButton
        path="/list-of-all-orders/store/new/export/"
        query={{ role: 'oc', sort: 'created_at' }}
        fileName={(format) => `oc-store-new.${format}`}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(saved).toEqual(['oc-store-new.csv']));
    expect(urls).toEqual([
      '/api/list-of-all-orders/store/new/export/?role=oc&sort=created_at&format=csv',
    ]);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['oc-store-new.csv', 'oc-store-new.xlsx']));
  });
});
