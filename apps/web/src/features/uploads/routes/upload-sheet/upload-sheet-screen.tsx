import { useMemo } from 'react';
import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';
import { useCan } from '@/lib/access';

/** The names of the types while they have no declaration of their own. */
const LABELS = {
  stock: 'Stock',
  'cod-remittance': 'COD Remittance',
  'cod-challan': 'COD Challan',
  'shipping-labels': 'Shipping Labels',
} as const;

/** /upload-sheet: Upload Sheet, and the Retail Manager's Prepaid Cash Upload. */
export const UPLOAD_SHEET_SCREEN: UploadScreenDescription = {
  title: 'Upload Sheet',
  choices: choicesAt(
    [
      '/upload-stock/',
      '/import-cod-sheet/',
      '/cod-challan-upload/',
      '/shipping-label-upload/',
      '/prepaid-cash-upload/',
    ],
    LABELS,
  ),
};

/** The screen offers only the types whose upload call the signed-in user may make. */
export function UploadSheetScreen() {
  const can = useCan();
  const screen = useMemo(
    () => ({
      ...UPLOAD_SHEET_SCREEN,
      choices: UPLOAD_SHEET_SCREEN.choices.filter((choice) => can(choice.endpoint.capability)),
    }),
    [can],
  );
  return <UploadScreen screen={screen} />;
}
