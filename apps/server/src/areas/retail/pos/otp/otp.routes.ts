import {
  RETAIL_POS_PATHS as P,
  ZOtpSendAnswer,
  ZOtpSendRequest,
  ZOtpVerifyAnswer,
  ZOtpVerifyRequest,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { callerOf } from '../../../../core/use-case';
import { sendOtp, verifyOtp } from './otp.service';

/** The retail customer OTP of /place-retail-order (Retail Agent or Manager). */
export const posOtpRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.otpSend,
    {
      config: { capability: 'retail:till-verify-customer' },
      schema: {
        summary: "Text an OTP to the customer's mobile",
        body: ZOtpSendRequest,
        response: { 200: ZOtpSendAnswer },
      },
    },
    (request) => sendOtp(ctx, callerOf(request), request.body),
  );
  api.post(
    P.otpVerify,
    {
      config: { capability: 'retail:till-verify-customer' },
      schema: {
        summary: "Verify the customer's OTP: the store may then open orders for the mobile",
        body: ZOtpVerifyRequest,
        response: { 200: ZOtpVerifyAnswer },
      },
    },
    (request) => verifyOtp(ctx, callerOf(request), request.body),
  );
};
