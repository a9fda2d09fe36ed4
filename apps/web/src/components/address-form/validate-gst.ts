import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/** The GST registry's answer: whether the number is active, and the organisation's legal name. */
export interface GstVerification {
  valid: boolean;
  gst_organization: string | null;
  /** Why the number cannot be used ("Inactive/ Invalid GST Number"), or null. */
  message: string | null;
}

/** POST /api/validate-gst/. */
export function validateGst(gstNumber: string) {
  return apiRequest<GstVerification>('/validate-gst/', {
    method: 'POST',
    body: { gst_number: gstNumber },
  });
}

export function useValidateGst() {
  return useMutation({ mutationFn: validateGst });
}
