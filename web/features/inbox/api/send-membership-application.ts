import { useMutation } from '@tanstack/react-query';
import {
  inboxReceiptSchema,
  type InboxReceipt,
  type MembershipApplicationCreate,
} from '@contract/inbox';
import { apiClient } from '@/lib/api-client';

export const SEND_APPLICATION_FAILED = 'Failed to send your application';

/** POST /api/membership-applications. */
export function sendMembershipApplication(
  values: MembershipApplicationCreate,
): Promise<InboxReceipt> {
  return apiClient.post('/api/membership-applications', values, {
    schema: inboxReceiptSchema,
    fallbackMessage: SEND_APPLICATION_FAILED,
  });
}

export function useSendMembershipApplication() {
  return useMutation({ mutationFn: sendMembershipApplication });
}
