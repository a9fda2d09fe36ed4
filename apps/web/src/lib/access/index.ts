export { useCan } from './use-can';
