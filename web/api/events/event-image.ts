import type { UpcomingEventCreate } from '@contract/upcoming-events';

/** The event form's text fields as typed (the server reads and checks them). */
export type EventValues = Omit<UpcomingEventCreate, 'imageUrl'>;

export interface EventImageChange {
  /** A new image (already compressed) to upload as the `image` file. */
  file?: File | null | undefined;
  /** Take the current image away: a blank `imageUrl` (a text field, unlike the file). */
  remove?: boolean | undefined;
}

/** The values sent with an image change: taking the image away blanks its stored URL. */
export const withImageChange = (values: EventValues, image: EventImageChange = {}) => ({
  ...values,
  imageUrl: image.remove && !image.file ? '' : undefined,
});
