export {
  createJobQueue,
  JOB_LEASE_MS,
  JOB_MAX_ATTEMPTS,
  jobRetryDelayMs,
  type JobHandler,
  type JobQueue,
} from './job-queue';
