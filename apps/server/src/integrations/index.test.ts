import type { Database } from '@backoffice/db';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createIntegrations } from './index';

// Picking the drivers never touches the database (only the sandbox ERP's calls read it).
const db = {} as Database;

describe('the integrations configuration', () => {
  it('uses the sandboxes by default', () => {
    const { integrations } = loadConfig({}).app;
    expect(integrations).toEqual({
      gst: { provider: 'sandbox' },
      messages: { provider: 'sandbox' },
      courier: { provider: 'sandbox' },
      erpStock: { provider: 'sandbox' },
      giftCards: { provider: 'sandbox' },
      leadCrm: { provider: 'sandbox' },
      printing: { provider: 'sandbox' },
      bankAccounts: { provider: 'sandbox' },
      payments: { provider: 'sandbox', publicUrl: 'http://localhost:3000' },
      telephony: { provider: 'sandbox', stepMs: 600, webhookSecret: undefined },
    });
    const drivers = createIntegrations(integrations, () => new Date(), db);
    expect(Object.values(drivers).every((d) => 'setDown' in d)).toBe(true);
  });

  it('picks the live drivers with their URL and key', () => {
    const { integrations } = loadConfig({
      GST_PROVIDER: 'live',
      GST_API_URL: 'https://gsp.example.com/v1/taxpayers',
      GST_API_KEY: 'gst-key',
      MESSAGES_PROVIDER: 'live',
      COURIER_PROVIDER: 'sandbox',
      COURIER_API_URL: 'https://track.example.com',
      ERP_STOCK_PROVIDER: 'live',
      ERP_STOCK_API_URL: 'https://erp.example.com/sap/opu/odata/sap/ZSTOCK_SRV',
      ERP_STOCK_API_KEY: 'erp-key',
      GIFT_CARD_PROVIDER: 'live',
      GIFT_CARD_API_URL: 'https://cards.example.com/v1',
      GIFT_CARD_API_KEY: 'gc-key',
      LEAD_CRM_PROVIDER: 'live',
      LEAD_CRM_API_URL: 'https://crm.example.com/api',
      LEAD_CRM_API_KEY: 'crm-key',
      TELEPHONY_PROVIDER: 'live',
      TELEPHONY_API_URL: 'https://calls.example.com/v2',
      TELEPHONY_API_KEY: 'call-key',
      TELEPHONY_WEBHOOK_SECRET: 'a-webhook-secret-of-length',
      PUBLIC_URL: 'https://console.example.com/',
    }).app;
    expect(integrations).toEqual({
      gst: { provider: 'live', url: 'https://gsp.example.com/v1/taxpayers', apiKey: 'gst-key' },
      messages: { provider: 'live', url: undefined, apiKey: undefined },
      courier: { provider: 'sandbox' },
      erpStock: {
        provider: 'live',
        url: 'https://erp.example.com/sap/opu/odata/sap/ZSTOCK_SRV',
        apiKey: 'erp-key',
      },
      giftCards: { provider: 'live', url: 'https://cards.example.com/v1', apiKey: 'gc-key' },
      leadCrm: { provider: 'live', url: 'https://crm.example.com/api', apiKey: 'crm-key' },
      printing: { provider: 'sandbox' },
      bankAccounts: { provider: 'sandbox' },
      payments: { provider: 'sandbox', publicUrl: 'https://console.example.com' },
      telephony: {
        provider: 'live',
        url: 'https://calls.example.com/v2',
        apiKey: 'call-key',
        callbackUrl: 'https://console.example.com/api/telephony/callbacks/',
        webhookSecret: 'a-webhook-secret-of-length',
      },
    });
    const drivers = createIntegrations(integrations, () => new Date(), db);
    expect('setDown' in drivers.gst).toBe(false);
    expect('setDown' in drivers.telephony).toBe(false);
    expect('setDown' in drivers.courier).toBe(true);
    expect('setDown' in drivers.erpStock).toBe(false);
    expect('setDown' in drivers.giftCards).toBe(false);
  });

  it.each([
    [{ GST_PROVIDER: 'real' }, 'GST_PROVIDER: must be sandbox or live'],
    [{ MESSAGES_API_URL: 'ftp://mail.example.com' }, 'MESSAGES_API_URL: must be an http(s) URL'],
    [{ TELEPHONY_SANDBOX_STEP_MS: '-5' }, 'TELEPHONY_SANDBOX_STEP_MS: must be 0 or more'],
    [{ TELEPHONY_WEBHOOK_SECRET: 'short' }, 'TELEPHONY_WEBHOOK_SECRET: must be at least 16'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
