import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { COUPON_STAFF_IDS: '4, 25', COMBINED_REVIEWS: 'on' } });
});
afterAll(() => t.close());

describe('GET /api/user-details/', () => {
  it('answers the current-user fields and the access configuration', async () => {
    const response = await t.app.inject({
      url: '/api/user-details/',
      headers: bearer(await t.tokenFor(8)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        role: 'FINANCE',
        login_role: 'Finance',
        login_id: 8,
        name: 'Arjun Menon',
        email: 'finance.pod.leader@backoffice.test',
        contact: '9845010296',
        status: 'working',
        is_session_started: false,
        is_pod_leader: true,
        can_create_member: false,
        must_change_password: false,
      },
      access_config: {
        couponStaffIds: [4, 25],
        leadsquaredStaffIds: [],
        productHierarchyRoles: ['ADMIN'],
        combinedReviews: true,
        reviewOrdersAsList: false,
        cancelAnyStatus: false,
      },
    });
  });

  it('answers 401 with a detail for a missing or malformed token', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer not-a-token', 'Basic abc']) {
      const response = await t.app.inject({
        url: '/api/user-details/',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        detail: 'Token is expired or invalid',
      });
    }
  });
});

describe('GET /api/staff/:login_id/', () => {
  it('answers who a Team Leader is about to reset the password of', async () => {
    const response = await t.app.inject({
      url: '/api/staff/3/',
      headers: bearer(await t.tokenFor(6)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      login_id: 3,
      name: 'Rohan Mehta',
      email: 'rt.agent@backoffice.test',
      role: 'CET,RT',
      login_role: null,
    });
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const headers = bearer(await t.tokenFor(12));
    const unknown = await t.app.inject({ url: '/api/staff/999/', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: 'User not found' });
    const text = await t.app.inject({ url: '/api/staff/abc/', headers });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual({ login_id: 'login_id must be a number' });
    const huge = await t.app.inject({ url: '/api/staff/99999999999/', headers });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe('login_id is out of range');
  });

  it('is forbidden to roles that cannot reset passwords', async () => {
    const response = await t.app.inject({
      url: '/api/staff/3/',
      headers: bearer(await t.tokenFor(4)),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'Access Forbidden',
      detail: 'Access Forbidden',
    });
  });
});
