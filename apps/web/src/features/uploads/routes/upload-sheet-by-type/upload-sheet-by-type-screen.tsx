import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** The names of the types while they have no declaration of their own. */
const LABELS = {
  'order-status': 'Order Status',
  'cart-assignment': 'Cart Assignment',
} as const;

/** /upload-sheet-by-type: Upload Sheet By Type. */
export const UPLOAD_SHEET_BY_TYPE_SCREEN: UploadScreenDescription = {
  title: 'Upload Sheet By Type',
  choices: choicesAt(['/upload-sheet-by-type/'], LABELS),
  /** 000 section 8: a failed bulk-type call. */
  failureText: 'something went wrong',
};

export function UploadSheetByTypeScreen() {
  return <UploadScreen screen={UPLOAD_SHEET_BY_TYPE_SCREEN} />;
}
