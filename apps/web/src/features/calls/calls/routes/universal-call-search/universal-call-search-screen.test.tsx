import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCallRecord } from '@/lib/testing/call-fixtures';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { UniversalCallSearchScreen } from './universal-call-search-screen';

describe('/universal-call-search', () => {
  it('keeps the call-centre context: badge, and order links with the call id or the page ucid', async () => {
    signedInWith('TEAML', {
      'GET /calldetails/': {
        body: {
          count: 2,
          limit: 50,
          offset: 0,
          results: [
            aCallRecord({ id: 1, call_id: 'sandbox-7', order_id: 'K7Q2M9XA' }),
            aCallRecord({ id: 2, call_id: '', order_id: 'P4R8T2WZ' }),
          ],
        },
      },
    });
    const { user } = renderWithQuery(
      <UniversalCallSearchScreen />,
      '/universal-call-search?ucid=UC-1001',
    );
    expect(await screen.findByText('Call centre')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '7000000001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Calls' });
    expect(within(table).getByRole('link', { name: 'K7Q2M9XA' }).getAttribute('href')).toBe(
      '/ORDERK7Q2M9XA?ucid=sandbox-7',
    );
    expect(within(table).getByRole('link', { name: 'P4R8T2WZ' }).getAttribute('href')).toBe(
      '/ORDERP4R8T2WZ?ucid=UC-1001',
    );
  });

  it('shows no badge outside a call-centre context, and plain order links', async () => {
    signedInWith('TEAML', {
      'GET /calldetails/': {
        body: {
          count: 1,
          limit: 50,
          offset: 0,
          results: [aCallRecord({ id: 2, call_id: '', order_id: 'P4R8T2WZ' })],
        },
      },
    });
    const { user } = renderWithQuery(<UniversalCallSearchScreen />, '/universal-call-search');
    const number = await screen.findByRole('textbox', { name: /Phone number/ });
    expect(screen.queryByText('Call centre')).toBeNull();
    await user.type(number, '7000000001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Calls' });
    expect(within(table).getByRole('link', { name: 'P4R8T2WZ' }).getAttribute('href')).toBe(
      '/ORDERP4R8T2WZ',
    );
  });
});
