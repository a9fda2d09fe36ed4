import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** /dealer-sheet-upload (Distribution Manager): the dealer ledger credit points. */
export const DEALER_SHEET_UPLOAD_SCREEN: UploadScreenDescription = {
  title: 'Dealer Sheet Upload',
  choices: choicesAt(['/dealer-sheet-upload/']),
};

export function DealerSheetUploadScreen() {
  return <UploadScreen screen={DEALER_SHEET_UPLOAD_SCREEN} />;
}
