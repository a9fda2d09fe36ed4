import type { CurrentUser } from '@backoffice/domain/identity';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { UploadSheetScreen } from './upload-sheet-screen';

const emptyHistory = { body: { results: [], count: 0 } };

/** Opens /upload-sheet signed in as a user of the given role (and login role). */
function openAs(role: string, loginRole: CurrentUser['login_role'] = null) {
  rememberSignIn('sign-in-1');
  mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ role, login_role: loginRole, login_id: 16 }) },
    'GET /upload-stock/': emptyHistory,
    'GET /import-cod-sheet/': emptyHistory,
    'GET /cod-challan-upload/': emptyHistory,
    'GET /shipping-label-upload/': emptyHistory,
    'GET /prepaid-cash-upload/': emptyHistory,
  });
  return renderAsApp(<UploadSheetScreen />, '/upload-sheet');
}

async function offeredTypes(user: ReturnType<typeof openAs>['user']) {
  await user.click(await screen.findByRole('textbox', { name: 'Upload type' }));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
}

describe('/upload-sheet', () => {
  it('offers a Retail Manager the Prepaid Cash sheet with the sheets every non-agent may send', async () => {
    const { user } = openAs('', 'Retail Manager');
    await waitFor(async () =>
      expect(await offeredTypes(user)).toEqual([
        'Stock',
        'COD Remittance',
        'COD Challan',
        'Shipping Labels',
        'Prepaid Cash',
      ]),
    );
  });

  it('offers OPS the operations sheets and not Prepaid Cash', async () => {
    const { user } = openAs('OPS');
    await waitFor(async () =>
      expect(await offeredTypes(user)).toEqual([
        'Stock',
        'COD Remittance',
        'COD Challan',
        'Shipping Labels',
      ]),
    );
  });
});
