import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** /import-pincodes-sheet: Import Pincodes Sheet. */
export const IMPORT_PINCODES_SHEET_SCREEN: UploadScreenDescription = {
  title: 'Import Pincodes Sheet',
  choices: choicesAt(['/pincode-sheet-upload/']),
};

export function ImportPincodesSheetScreen() {
  return <UploadScreen screen={IMPORT_PINCODES_SHEET_SCREEN} />;
}
