import type { HierarchyApproval, HierarchyRequest } from '@backoffice/domain/uploads';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { ProductHierarchyScreen } from './product-hierarchy-screen';

const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
afterEach(() => toast.mockClear());

const approval = (id: number, sku: string, status: 'PENDING' | 'APPROVED'): HierarchyApproval => ({
  approval_id: id,
  sku,
  item_name: `${sku} item`,
  approval_status: status,
  product_hierarchy_data: {
    master_category: 'Furniture',
    product_category: 'Beds',
    product_sub_category: 'Metal Beds',
    new_product_type: 'Single Bed',
    product_material: 'Metal',
    product_model: null,
    product_series: null,
  },
  approved_by: status === 'APPROVED' ? { login_id: 1, name: 'Admin' } : null,
  approved_at: status === 'APPROVED' ? '2026-11-26T08:00:00.000Z' : null,
});

const requestOf = (rows: HierarchyApproval[]): HierarchyRequest => ({
  request_id: 7,
  requested_by: { login_id: 19, name: 'NPL Team' },
  requested_at: '2026-11-26T06:00:00.000Z',
  pending: rows.filter((r) => r.approval_status === 'PENDING').length,
  approval_requests: rows,
});

const PENDING = requestOf([
  approval(1, 'BED-METL-SG-BLK', 'PENDING'),
  approval(2, 'BED-SHEE-KG', 'APPROVED'),
]);
const SUMMARY = {
  request_id: 7,
  requested_by: { login_id: 19, name: 'NPL Team' },
  requested_at: '2026-11-26T06:00:00.000Z',
  rows: 2,
  pending: 1,
};

function openScreen(
  handlers: { list?: ApiReply; request?: ApiReply; approve?: ApiReply },
  path = '/product-hierarchy-approval?requesting_id=7',
) {
  const api = signedInWith(
    'ADMIN',
    {
      'GET /product-configuration/requests/': handlers.list ?? { body: { results: [SUMMARY] } },
      'GET /product-hierarchy-approval/': handlers.request ?? { body: PENDING },
      'POST /product-hierarchy-approval/approve/': handlers.approve ?? {
        body: {
          message: 'Approved Successfully!!!',
          approved: 1,
          request: requestOf([
            approval(1, 'BED-METL-SG-BLK', 'APPROVED'),
            approval(2, 'BED-SHEE-KG', 'APPROVED'),
          ]),
        },
      },
    },
    1,
  );
  const view = renderWithQuery(
    <Routes>
      <Route path="/product-hierarchy-approval" element={<ProductHierarchyScreen />} />
    </Routes>,
    path,
  );
  return { ...api, ...view };
}

const rowOf = async (sku: string) => {
  const table = await screen.findByRole('table', { name: 'Product hierarchy approvals' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(sku));
  if (!row) throw new Error(`no row ${sku}`);
  return within(row);
};

describe('Approve Product Hierarchy', () => {
  it('offers Approve on a pending row only, and approves it', async () => {
    const { user, calls } = openScreen({});
    const pendingRow = await rowOf('BED-METL-SG-BLK');
    expect((await rowOf('BED-SHEE-KG')).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(pendingRow.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/product-hierarchy-approval/approve/')?.body).toEqual({
        request_id: 7,
        approval_ids: [1],
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Approved Successfully!!!' }),
      ),
    );
    expect(await screen.findByText('No approval requests are pending')).toBeTruthy();
  });

  it('approves every pending row with an empty list', async () => {
    const { user, calls } = openScreen({});
    await rowOf('BED-METL-SG-BLK');
    await user.click(screen.getByRole('button', { name: 'Approve All' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/product-hierarchy-approval/approve/')?.body).toEqual({
        request_id: 7,
        approval_ids: [],
      }),
    );
  });

  it("says 'No approval requests are pending' when there is none", async () => {
    openScreen({ list: { body: { results: [] } } }, '/product-hierarchy-approval');
    expect(await screen.findByText('No approval requests are pending')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens the newest pending request without requesting_id', async () => {
    const { urls } = openScreen({}, '/product-hierarchy-approval');
    await rowOf('BED-METL-SG-BLK');
    expect(urls.some((url) => url.includes('request_id=7'))).toBe(true);
  });

  it('shows a failure with Retry', async () => {
    openScreen({ request: { status: 500, body: { error: 'Something Went Wrong!' } } });
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
