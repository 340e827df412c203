import { useMutation } from '@tanstack/react-query';
import { inboxReceiptSchema, type ContactMessageCreate, type InboxReceipt } from '@contract/inbox';
import { apiClient } from '@/lib/api-client';

export const SEND_MESSAGE_FAILED = 'Failed to send your message';

/** POST /api/contact-messages. */
export function sendContactMessage(values: ContactMessageCreate): Promise<InboxReceipt> {
  return apiClient.post('/api/contact-messages', values, {
    schema: inboxReceiptSchema,
    fallbackMessage: SEND_MESSAGE_FAILED,
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
