// The uploads area's public face: what the app registers.
import { SHEET_UPLOAD_ONCE_INDEX } from '@backoffice/db/schema';
import { registerUniqueConflict } from '../../core/database-errors';
import type { AreaModule } from '../../core/http';
import { registerUploadJobs } from './upload-jobs';
import { sheetUploadsRoutes } from './sheet-uploads.routes';
import { uploadCallsRoutes } from './upload-calls.routes';
import { uploadError } from './uploads.errors';

// Two uploads of one file sent at the same moment: the one that lost the insert is told.
registerUniqueConflict(SHEET_UPLOAD_ONCE_INDEX, () => uploadError('uploads.already_applying'));

/** The uploads area's routes: every upload call, the uploads' history, files and samples. */
export const routes: readonly AreaModule[] = [
  registerUploadJobs,
  uploadCallsRoutes,
  sheetUploadsRoutes,
];
