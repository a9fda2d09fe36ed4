import { formatDateTime } from '../core/dates/format';

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** The sentences of an upload's outcome: its `message` in the history and the answer's err_msg. */
export const UPLOAD_OUTCOMES = {
  queued: (total: number) => `Queued: ${rows(total)} to apply in the background`,
  applied: (successes: number, failures: number) =>
    failures === 0
      ? `${rows(successes)} applied`
      : `${rows(successes)} applied, ${failures} failed`,
  nothingApplied: (failures: number) =>
    `Nothing was applied: ${rows(failures)} failed, and this sheet is applied whole or not at all`,
  repeat: (appliedAt: Date) =>
    `This file was applied on ${formatDateTime(appliedAt)}; nothing was applied again`,
  stillApplying: (sentAt: Date) =>
    `This file, sent on ${formatDateTime(sentAt)}, is still being applied; nothing was applied again`,
  fault: 'The upload stopped before it finished: the rows not applied yet were left as they were',
  failedRows: (failures: number) => `${rows(failures)} failed: download the error sheet`,
} as const;
