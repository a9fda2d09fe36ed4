export { DEMO_PASSWORD, DEMO_STAFF, demoAccount, type DemoAccount } from './demo-staff';
export { seedStaff, type StaffOverrides } from './staff';
export { seedDemo, type DemoOptions } from './demo';
export { createTestDatabase } from './test-database';
export * from './orders/index';
