import type { z } from 'zod';
import { ZAnswerTimestamp } from '../../../core/validation/answer-text';
import { ZPosMessageAnswer } from './messages';
import { ZText } from './primitives';

export const ZOtpSendAnswer = ZPosMessageAnswer.extend({ expires_at: ZAnswerTimestamp });
export type OtpSendAnswer = z.infer<typeof ZOtpSendAnswer>;

export const ZOtpVerifyAnswer = ZPosMessageAnswer.extend({ verified_until: ZAnswerTimestamp });
export type OtpVerifyAnswer = z.infer<typeof ZOtpVerifyAnswer>;

export const ZCreatePosOrderAnswer = ZPosMessageAnswer.extend({ order_random_id: ZText });
export type CreatePosOrderAnswer = z.infer<typeof ZCreatePosOrderAnswer>;
