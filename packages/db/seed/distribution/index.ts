export { seedDistributor, seedCreditEntry } from './seed-distributor';
export { seedDistributorOrder, type DemoDistributorLine } from './demo-distributor-orders';
export { DEMO_DISTRIBUTORS } from './demo-distributors';
export { distributorDemoOrderCount, seedDemoDistribution } from './demo-distribution';
