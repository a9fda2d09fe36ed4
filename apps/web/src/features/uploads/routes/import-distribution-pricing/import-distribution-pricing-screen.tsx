import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** /import-distribution-pricing (Distribution Manager): distributor prices per SKU and size. */
export const IMPORT_DISTRIBUTION_PRICING_SCREEN: UploadScreenDescription = {
  title: 'Import Distribution Pricing',
  choices: choicesAt(['/import-distribution-pricing/']),
};

export function ImportDistributionPricingScreen() {
  return <UploadScreen screen={IMPORT_DISTRIBUTION_PRICING_SCREEN} />;
}
