import { AutomateSaleChangesButton } from '@/features/uploads/catalogue/automate-sale-changes-button';
import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** /upload-price-automation-sheet: Product Price Update Automation. */
export const UPLOAD_PRICE_AUTOMATION_SHEET_SCREEN: UploadScreenDescription = {
  title: 'Product Price Update Automation',
  choices: choicesAt(['/price-automation-upload/']),
  extra: <AutomateSaleChangesButton />,
};

export function UploadPriceAutomationSheetScreen() {
  return <UploadScreen screen={UPLOAD_PRICE_AUTOMATION_SHEET_SCREEN} />;
}
