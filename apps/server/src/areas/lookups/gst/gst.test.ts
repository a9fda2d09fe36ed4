import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveGst } from '../../../integrations/gst/gst.live';
import { createSandboxGst } from '../../../integrations/gst/gst.sandbox';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const gst = createSandboxGst();
let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp({ integrations: { gst } });
  call = callsAs(t);
});
afterAll(() => t.close());

const validate = (payload: unknown, loginId = 4) =>
  call.post('/api/validate-gst/', loginId, payload);

describe('POST /api/validate-gst/', () => {
  it.each([
    [
      '29aagcb7383j1z4',
      {
        gst_number: '29AAGCB7383J1Z4',
        valid: true,
        status: 'active',
        gst_organization: 'Sai Comforts Private Limited',
        message: null,
      },
    ],
    [
      '29AAGCB7383J9ZW',
      {
        gst_number: '29AAGCB7383J9ZW',
        valid: false,
        status: 'inactive',
        gst_organization: null,
        message: 'Inactive/ Invalid GST Number',
      },
    ],
    [
      '07AAACB2230M1ZC',
      {
        gst_number: '07AAACB2230M1ZC',
        valid: false,
        status: 'not-found',
        gst_organization: null,
        message: 'Inactive/ Invalid GST Number',
      },
    ],
  ])('verifies %s with the GST register', async (gst_number, answer) => {
    const response = await validate({ gst_number });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
  });

  it.each([{ gst_number: '29AAGCB7383J1X4' }, { gst_number: '' }, {}])(
    'answers 400 "Invalid GST number!" to %j',
    async (payload) => {
      const response = await validate(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Invalid GST number!',
        fields: { gst_number: 'Invalid GST number!' },
      });
    },
  );

  it('answers 503 when the GST register is down', async () => {
    gst.setDown(true);
    try {
      const response = await validate({ gst_number: '29AAGCB7383J1Z4' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'UNAVAILABLE',
        error: 'GST verification is unavailable. Try again later.',
      });
    } finally {
      gst.setDown(false);
    }
  });

  it('answers 503 "not configured" from the live driver without credentials', async () => {
    t.ctx.integrations.gst = createLiveGst({ provider: 'live' });
    try {
      const response = await validate({ gst_number: '29AAGCB7383J1Z4' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'NOT_CONFIGURED',
        error: 'GST verification is not configured',
      });
    } finally {
      t.ctx.integrations.gst = gst;
    }
  });

  it('is open to every signed-in user', async () => {
    expect((await validate({ gst_number: '29AAGCB7383J1Z4' }, 19)).statusCode).toBe(200);
  });
});
