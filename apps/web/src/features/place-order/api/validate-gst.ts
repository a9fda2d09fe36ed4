import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';

/** The GST register's answer: whether the number is active, and the organisation's name. */
export interface GstVerification {
  valid: boolean;
  gst_organization: string | null;
  message: string | null;
}

/** POST /api/validate-gst/. */
export function useValidateGst() {
  return useMutation({
    mutationFn: (gstNumber: string) =>
      apiRequest<GstVerification>('/validate-gst/', {
        method: 'POST',
        body: { gst_number: gstNumber },
      }),
  });
}
