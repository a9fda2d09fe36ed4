import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** /upload-product-automation-sheet: Upload Product Automation. */
export const UPLOAD_PRODUCT_AUTOMATION_SHEET_SCREEN: UploadScreenDescription = {
  title: 'Upload Product Automation',
  choices: choicesAt(['/product-configuration/']),
};

export function UploadProductAutomationSheetScreen() {
  return <UploadScreen screen={UPLOAD_PRODUCT_AUTOMATION_SHEET_SCREEN} />;
}
