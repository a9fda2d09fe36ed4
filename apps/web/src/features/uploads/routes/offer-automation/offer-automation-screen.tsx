import { UploadScreen } from '@/features/uploads/components/upload-screen';
import {
  choicesAt,
  type UploadScreenDescription,
} from '@/features/uploads/components/upload-screen-description';

/** The names of the types while they have no declaration of their own. */
const LABELS = {
  activate_offer_sheet: 'Activate Offer Sheet',
  deactivate_offer_sheet: 'Deactivate Offer Sheet',
  activate_rewards_sheet: 'Activate Rewards Sheet',
  deactivate_rewards_sheet: 'Deactivate Rewards Sheet',
  create_unique_rewards_sheet: 'Create Unique Rewards Sheet',
} as const;

/** /offer-automation: Offer Automation. */
export const OFFER_AUTOMATION_SCREEN: UploadScreenDescription = {
  title: 'Offer Automation',
  choices: choicesAt(['/offer-automation-upload/'], LABELS),
};

export function OfferAutomationScreen() {
  return <UploadScreen screen={OFFER_AUTOMATION_SCREEN} />;
}
