import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import { createLiveBankAccounts } from './bank-accounts.live';
import { createSandboxBankAccounts } from './bank-accounts.sandbox';

const ACCOUNT = { account_number: '123456789012', ifsc: 'HDFC0001234', holder_name: 'Asha Rao' };

describe('the sandbox bank-account verification', () => {
  it.each([
    ['123456789012', 'valid', 'Asha Rao'],
    ['123456789019', 'name_mismatch', 'Ravi Kumar'],
    ['123456789010', 'invalid_account', null],
  ] as const)('answers %s as %s', async (account_number, status, name) => {
    const sandbox = createSandboxBankAccounts();
    expect(await sandbox.verify({ ...ACCOUNT, account_number })).toEqual({
      status,
      registered_name: name,
      reference: 'sbx_bav_1',
    });
  });

  it('fails while down', async () => {
    const sandbox = createSandboxBankAccounts();
    sandbox.setDown(true);
    await expect(sandbox.verify(ACCOUNT)).rejects.toMatchObject({
      status: 503,
      message: 'Bank account verification is unavailable. Try again later.',
    });
  });
});

describe('the live bank-account verification', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ body }) =>
      (body as { ifsc: string }).ifsc === 'BAD'
        ? { status: 400, body: { error: 'bad' } }
        : { status: 200, body: { status: 'valid', registered_name: 'ASHA RAO', reference: 'v1' } },
    );
  });
  afterAll(() => fake.close());
  const live = () =>
    createLiveBankAccounts({ provider: 'live', url: fake.url, apiKey: 'bank-secret' });

  it('posts the account with the key and reads the answer', async () => {
    expect(await live().verify(ACCOUNT)).toEqual({
      status: 'valid',
      registered_name: 'ASHA RAO',
      reference: 'v1',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/verifications',
      headers: { authorization: 'Bearer bank-secret' },
      body: ACCOUNT,
    });
  });

  it('counts a refusal as unavailable and is not configured without its key', async () => {
    await expect(live().verify({ ...ACCOUNT, ifsc: 'BAD' })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await expect(
      createLiveBankAccounts({ provider: 'live', url: fake.url }).verify(ACCOUNT),
    ).rejects.toMatchObject({ code: 'NOT_CONFIGURED' });
  });
});

describe('BANK_ACCOUNTS_PROVIDER', () => {
  it('is the sandbox by default, live with its URL and key', () => {
    expect(loadConfig({}).app.integrations.bankAccounts).toEqual({ provider: 'sandbox' });
    expect(
      loadConfig({
        BANK_ACCOUNTS_PROVIDER: 'live',
        BANK_ACCOUNTS_API_URL: 'https://bank.example.com/v1',
        BANK_ACCOUNTS_API_KEY: 'k',
      }).app.integrations.bankAccounts,
    ).toEqual({ provider: 'live', url: 'https://bank.example.com/v1', apiKey: 'k' });
    expect(loadConfig({}).app.refunds.maxRetries).toBe(3);
    expect(loadConfig({ REFUND_MAX_RETRIES: '5' }).app.refunds.maxRetries).toBe(5);
  });
});
