export { DEMO_REWARDS, DEMO_UNIQUE_REWARD_CODES, seedDemoAutomation } from './demo-automation';
