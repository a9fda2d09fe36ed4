import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** The names of the types while they have no declaration of their own. */
const LABELS = {
  stock: 'Stock',
  'cod-remittance': 'COD Remittance',
  'cod-challan': 'COD Challan',
  'shipping-labels': 'Shipping Labels',
} as const;

/** /upload-sheet: Upload Sheet. */
export const UPLOAD_SHEET_SCREEN: UploadScreenDescription = {
  title: 'Upload Sheet',
  choices: choicesAt(
    ['/upload-stock/', '/import-cod-sheet/', '/cod-challan-upload/', '/shipping-label-upload/'],
    LABELS,
  ),
};

export function UploadSheetScreen() {
  return <UploadScreen screen={UPLOAD_SHEET_SCREEN} />;
}
