export { CourierRecord } from './courier-record';
