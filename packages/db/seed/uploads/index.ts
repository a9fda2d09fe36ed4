export { seedDemoUploads } from './demo-uploads';
