import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aBill, anOrder } from '@/lib/testing/order-fixtures';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { signedInWith } from '@/lib/testing/signed-in';
import { OrderPageRoute } from './index';

describe('the order page route', () => {
  it("loads the order page with the areas' actions in its menu", async () => {
    signedInWith('CET,OC', {
      'GET /backend-orders/K7Q2M9XA/': { body: anOrder() },
      'GET /billing-details/': { body: aBill() },
    });
    const { user } = renderAsApp(
      <Routes>
        <Route path="/:orderAddress" element={<OrderPageRoute />} />
      </Routes>,
      '/ORDERK7Q2M9XA',
    );
    expect(await screen.findByRole('heading', { name: 'Order K7Q2M9XA' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Edit Customer / Shipping Address' }),
    ).toBeTruthy();
  });
});
