import { seedPincodes } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  await seedPincodes(t.db);
  call = callsAs(t);
});
afterAll(() => t.close());

describe('GET /api/pincode/details/:pincode/', () => {
  it.each([
    [
      '560034',
      { city: 'Bengaluru', state: 'Karnataka', serviceable: true, oda: false },
      { cod_available: true, edd_days: 4 },
    ],
    [
      '781001',
      { city: 'Guwahati', state: 'Assam', serviceable: true, oda: true },
      { cod_available: false, edd_days: 12 },
    ],
    [
      '452001',
      { city: 'Indore', state: 'Madhya Pradesh', serviceable: true, oda: false },
      { cod_available: true, edd_days: 7 },
    ],
    [
      '744101',
      { city: 'Port Blair', state: 'Andaman and Nicobar Islands', serviceable: false, oda: true },
      { cod_available: false, edd_days: 12 },
    ],
  ])(
    'answers where %s is, whether it is served, by COD, and in how many days',
    async (pincode, place, delivery) => {
      const response = await call.get(`/api/pincode/details/${pincode}/`, 4);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pincode, ...place, ...delivery });
    },
  );

  it('answers 404 "Invalid Pin Code!" for a pincode the directory does not have', async () => {
    const response = await call.get('/api/pincode/details/999999/', 4);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Invalid Pin Code!' });
  });

  it.each(['56003', '0560034', '56003a', '056003'])('answers 400 to %j', async (pincode) => {
    const response = await call.get(`/api/pincode/details/${pincode}/`, 4);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Invalid Pin Code!',
      fields: { pincode: 'Invalid Pin Code!' },
    });
  });

  it('is open to every signed-in user (NPL included) and to nobody signed out', async () => {
    expect((await call.get('/api/pincode/details/560034/', 19)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/pincode/details/560034/' })).statusCode).toBe(401);
  });
});
