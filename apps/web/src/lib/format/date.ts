// Dates and times for people, in India time: the domain's one date module.
export { formatDate, formatDateTime, type DateInput } from '@backoffice/domain/core/dates';
