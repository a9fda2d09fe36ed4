import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createIntegrations } from './index';

describe('the integrations configuration', () => {
  it('uses the sandboxes by default', () => {
    const { integrations } = loadConfig({}).app;
    expect(integrations).toEqual({
      gst: { provider: 'sandbox' },
      messages: { provider: 'sandbox' },
      courier: { provider: 'sandbox' },
    });
    const drivers = createIntegrations(integrations, () => new Date());
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
    }).app;
    expect(integrations).toEqual({
      gst: { provider: 'live', url: 'https://gsp.example.com/v1/taxpayers', apiKey: 'gst-key' },
      messages: { provider: 'live', url: undefined, apiKey: undefined },
      courier: { provider: 'sandbox' },
    });
    const drivers = createIntegrations(integrations, () => new Date());
    expect('setDown' in drivers.gst).toBe(false);
    expect('setDown' in drivers.courier).toBe(true);
  });

  it.each([
    [{ GST_PROVIDER: 'real' }, 'GST_PROVIDER: must be sandbox or live'],
    [{ MESSAGES_API_URL: 'ftp://mail.example.com' }, 'MESSAGES_API_URL: must be an http(s) URL'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
