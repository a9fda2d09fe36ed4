import type { SheetUpload } from '@backoffice/domain/uploads';
import { lazy } from 'react';
import type { PopupApi } from '@/components/ui';

const UploadDetailPopup = lazy(() =>
  import('./upload-detail-popup').then((module) => ({ default: module.UploadDetailPopup })),
);

/** Opens an upload's detail in the app's popup host. */
export function openUploadDetail(popup: PopupApi, upload: SheetUpload): void {
  popup.open(() => <UploadDetailPopup uploadId={upload.upload_id} />, {
    title: `${upload.sheet_label}: ${upload.file_name}`,
    size: 'xl',
  });
}
