import {
  RETAIL_POS_PATHS,
  ZOtpVerifyAnswer,
  type TOtpVerifyRequest,
} from '@backoffice/domain/retail/pos';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';

/** POST /api/retail/pos/otp/verify/: the OTP the customer read out. */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: TOtpVerifyRequest) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.otpVerify), {
        method: 'POST',
        body,
        schema: ZOtpVerifyAnswer,
      }),
  });
}
