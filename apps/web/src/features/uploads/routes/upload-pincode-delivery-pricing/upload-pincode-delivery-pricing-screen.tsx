import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** /upload-pincode-delivery-pricing: Upload Pincode Delivery Pricing. */
export const UPLOAD_PINCODE_DELIVERY_PRICING_SCREEN: UploadScreenDescription = {
  title: 'Upload Pincode Delivery Pricing',
  choices: choicesAt(['/pincode-delivery-pricing-upload/']),
};

export function UploadPincodeDeliveryPricingScreen() {
  return <UploadScreen screen={UPLOAD_PINCODE_DELIVERY_PRICING_SCREEN} />;
}
