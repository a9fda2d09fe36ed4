import { defaultAccessConfig } from '@backoffice/domain/access';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { dataDir: './data' },
      seedDemo: true,
    });
    expect(config.database.url).toBeUndefined();
    expect(config.app).toMatchObject({
      access: defaultAccessConfig,
      session: { idleMinutes: 720, maxHours: 168 },
      signInThrottle: {
        freeAttempts: 5,
        maxDelayMinutes: 15,
        forgetAfterMinutes: 1440,
        accountHourlyAttempts: 100,
      },
      publicUrl: 'http://localhost:3000',
      companySignIn: null,
      logLevel: 'info',
    });
    expect(config.app.cookieSecret).toHaveLength(64);
  });

  it('reads the credit approval threshold in rupees, ₹1,00,000 unless set', () => {
    const threshold = (value?: string) =>
      loadConfig(value === undefined ? {} : { CREDIT_APPROVAL_THRESHOLD: value }).app.distribution
        .creditApprovalThresholdPaise;
    expect(threshold()).toBe(1_00_000_00);
    expect(threshold('0')).toBe(0);
    expect(threshold('250000')).toBe(2_50_000_00);
    expect(() => threshold('1000.50')).toThrow(/CREDIT_APPROVAL_THRESHOLD: must be a whole/);
    expect(() => threshold('-1')).toThrow(/CREDIT_APPROVAL_THRESHOLD/);
  });

  it('reads lists, flags and the brand', () => {
    const config = loadConfig({
      PORT: '8080',
      COUPON_STAFF_IDS: '12, 40,',
      PRODUCT_HIERARCHY_ROLES: 'TECH,Npl',
      CANCEL_ANY_STATUS: 'yes',
      SEED_DEMO: 'off',
      BRAND_NAME: 'Sleepwell',
      BRAND_SLUG: 'sleepwell',
      PUBLIC_URL: 'https://console.example.com/',
      DATABASE_URL: 'postgres://app@db/backoffice',
      SESSION_IDLE_MINUTES: '',
    });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
    expect(config.database.url).toBe('postgres://app@db/backoffice');
    expect(config.app.access).toMatchObject({
      couponStaffIds: [12, 40],
      productHierarchyRoles: ['TECH', 'Npl'],
      cancelAnyStatus: true,
    });
    expect(config.app.brand).toEqual({ name: 'Sleepwell', slug: 'sleepwell' });
    expect(config.app.publicUrl).toBe('https://console.example.com');
    expect(config.app.session.idleMinutes).toBe(720);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SESSION_MAX_HOURS: '0' }, 'SESSION_MAX_HOURS'],
    [{ COUPON_STAFF_IDS: '12,abc' }, 'COUPON_STAFF_IDS'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ BRAND_SLUG: 'Sleep Well' }, 'Brand slug'],
    [{ BRAND_SLUG: 'b'.repeat(41) }, 'BRAND_SLUG'],
    [{ BRAND_NAME: 'B'.repeat(61) }, 'BRAND_NAME'],
    [{ HOST: 'h'.repeat(254) }, 'HOST'],
    [{ DATA_DIR: '/d'.repeat(2049) }, 'DATA_DIR'],
    [{ GST_API_KEY: 'k'.repeat(1025) }, 'GST_API_KEY'],
    [{ SESSION_SECRET: 's'.repeat(1025) }, 'SESSION_SECRET'],
    [{ OIDC_ISSUER: 'https://accounts.example.com' }, 'OIDC_CLIENT_ID'],
  ])('refuses %j, naming it', (env, named) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(named);
  });
});
