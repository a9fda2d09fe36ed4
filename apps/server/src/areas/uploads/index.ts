// The uploads area's public face: what the app registers.
import type { AreaModule } from '../../core/http';
import { registerUploadJobs } from './upload-jobs';
import { sheetUploadsRoutes } from './sheet-uploads.routes';
import { uploadCallsRoutes } from './upload-calls.routes';

/** The uploads area's routes: every upload call, the uploads' history, files and samples. */
export const routes: readonly AreaModule[] = [
  registerUploadJobs,
  uploadCallsRoutes,
  sheetUploadsRoutes,
];
