import { toast } from 'sonner';
import { serverDetail } from '@/lib/store-message';

/**
 * Tells the user a call failed: the spec's store message ('Failed to add event'), the server's
 * reason beneath it when it gave one. Errors are also logged to the console (spec §8).
 */
export function notifyFailure(error: Error): void {
  console.error(error);
  toast.error(error.message, { description: serverDetail(error) });
}
