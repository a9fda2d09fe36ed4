import {
  RETAIL_POS_PATHS,
  ZOtpSendAnswer,
  type TOtpSendRequest,
} from '@backoffice/domain/retail/pos';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';

/** POST /api/retail/pos/otp/send/: an OTP to the customer's mobile. */
export function useSendOtp() {
  return useMutation({
    mutationFn: (body: TOtpSendRequest) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.otpSend), {
        method: 'POST',
        body,
        schema: ZOtpSendAnswer,
      }),
  });
}
