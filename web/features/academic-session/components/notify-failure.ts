import { toast } from 'sonner';
import { serverDetail } from '@/lib/store-message';

/** A refused or failed change: the message, the server's reason beneath it (a 409 says why). */
export function notifyFailure(error: Error): void {
  console.error(error);
  toast.error(error.message, { description: serverDetail(error) });
}
