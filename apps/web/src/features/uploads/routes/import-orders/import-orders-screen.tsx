import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** /import-orders: Import Orders. */
export const IMPORT_ORDERS_SCREEN: UploadScreenDescription = {
  title: 'Import Orders',
  choices: choicesAt(['/import-affiliate-orders/']),
};

export function ImportOrdersScreen() {
  return <UploadScreen screen={IMPORT_ORDERS_SCREEN} />;
}
