import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** /import-logistics-sheet: Import Logistics Sheet. */
export const IMPORT_LOGISTICS_SHEET_SCREEN: UploadScreenDescription = {
  title: 'Import Logistics Sheet',
  choices: choicesAt(['/logistic-excel-upload/']),
};

export function ImportLogisticsSheetScreen() {
  return <UploadScreen screen={IMPORT_LOGISTICS_SHEET_SCREEN} />;
}
