import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** /import-edd-sheet: Import EDD Sheet. */
export const IMPORT_EDD_SHEET_SCREEN: UploadScreenDescription = {
  title: 'Import EDD Sheet',
  choices: choicesAt(['/edd/sheet-upload/']),
};

export function ImportEddSheetScreen() {
  return <UploadScreen screen={IMPORT_EDD_SHEET_SCREEN} />;
}
