export { seedDemoReturns } from './demo-returns';
export { seedReturn, type ReturnOverrides, type SeededReturn } from './seed-return';
export { DEMO_IMAGE_SIZE } from './request-plan';
