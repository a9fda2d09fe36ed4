import { z } from 'zod';
import type { AreaModule } from '../../core/http';
import { APPLY_UPLOAD_JOB, applyUpload, markUploadFailed } from './apply-upload.service';

const ZApplyUploadJob = z.object({ upload_id: z.uuid() });

/**
 * The job that applies a queued upload, or finishes one whose request stopped, from its last
 * committed batch. On the job's last attempt a fault closes the upload as failed.
 */
export const registerUploadJobs: AreaModule = (_api, ctx) => {
  ctx.jobs.handle(APPLY_UPLOAD_JOB, async (payload, attempt) => {
    const { upload_id } = ZApplyUploadJob.parse(payload);
    try {
      await applyUpload(ctx, upload_id);
    } catch (error) {
      if (attempt.last) await markUploadFailed(ctx, upload_id, String(error));
      throw error;
    }
  });
};
