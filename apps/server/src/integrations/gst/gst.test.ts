import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import { gstCheckCharacter } from './gst';
import { createLiveGst } from './gst.live';
import { createSandboxGst } from './gst.sandbox';

describe('the GSTIN check character', () => {
  it.each([
    ['27AAPFU0939F1ZV', 'V'],
    ['29AAGCB7383J1Z4', '4'],
    ['07AAACB2230M1ZC', 'Y'],
  ])('of %s is %s', (gstin, check) => {
    expect(gstCheckCharacter(gstin)).toBe(check);
  });
});

describe('the sandbox GST register', () => {
  const sandbox = createSandboxGst();

  it.each([
    ['29AAGCB7383J1Z4', 'active', 'Sai Comforts Private Limited'],
    ['27AAPFU0939F1ZV', 'active', 'Lakshmi Home Decor'],
    ['29AAGCB7383J9ZW', 'inactive', 'Sai Comforts Private Limited'],
    ['07AAACB2230M1ZC', 'not-found', null],
  ])('answers %s as %s (%s)', async (gst_number, status, legal_name) => {
    expect(await sandbox.verify(gst_number)).toEqual({ gst_number, status, legal_name });
  });

  it('fails as a provider outage while down', async () => {
    sandbox.setDown(true);
    await expect(sandbox.verify('29AAGCB7383J1Z4')).rejects.toThrow(
      'GST verification is unavailable. Try again later.',
    );
    sandbox.setDown(false);
    expect((await sandbox.verify('29AAGCB7383J1Z4')).status).toBe('active');
  });
});

describe('the live GST driver', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ path }) => {
      if (path.endsWith('/29AAGCB7383J1Z4'))
        return { status: 200, body: { lgnm: 'Sai Comforts', sts: 'Active' } };
      if (path.endsWith('/29AAGCB7383J9ZW'))
        return { status: 200, body: { lgnm: 'Old Co', sts: 'Cancelled' } };
      if (path.endsWith('/27AAPFU0939F1ZV')) return { status: 502, body: {} };
      if (path.endsWith('/27AAPFU0939F2ZU')) return { status: 200, body: '{"lgnm":' };
      return { status: 404, body: { error: 'not found' } };
    });
  });
  afterAll(() => fake.close());
  const live = () => createLiveGst({ provider: 'live', url: fake.url, apiKey: 'k-123' });

  it('reads the taxpayer record with the key as a bearer token', async () => {
    expect(await live().verify('29AAGCB7383J1Z4')).toEqual({
      gst_number: '29AAGCB7383J1Z4',
      status: 'active',
      legal_name: 'Sai Comforts',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/29AAGCB7383J1Z4',
      headers: { authorization: 'Bearer k-123' },
    });
  });

  it('answers a cancelled registration as inactive and 404 as not found', async () => {
    expect((await live().verify('29AAGCB7383J9ZW')).status).toBe('inactive');
    expect((await live().verify('07AAACB2230M1ZC')).status).toBe('not-found');
  });

  it.each(['27AAPFU0939F1ZV', '27AAPFU0939F2ZU'])(
    'turns a provider fault (%s) into "unavailable"',
    async (gstin) => {
      await expect(live().verify(gstin)).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        status: 503,
      });
    },
  );

  it('is unavailable when nothing answers, and not configured without a URL or key', async () => {
    const closed = await startFakeProvider(() => ({ status: 200 }));
    await closed.close();
    const down = createLiveGst({ provider: 'live', url: closed.url, apiKey: 'k' });
    await expect(down.verify('29AAGCB7383J1Z4')).rejects.toBeInstanceOf(ProviderError);
    const unset = createLiveGst({ provider: 'live', url: fake.url });
    await expect(unset.verify('29AAGCB7383J1Z4')).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
      message: 'GST verification is not configured',
    });
  });
});
