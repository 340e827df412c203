/** A photo change in a site-content form. */
export interface PhotoChange {
  /** A new photo (already compressed) to upload as the `image` file. */
  file?: File | null | undefined;
  /** Take the current photo away: a blank `imageUrl` (a text field, unlike the file). */
  remove?: boolean | undefined;
}

/** The values sent with a photo change: taking the photo away blanks its stored URL. */
export const withPhotoChange = <V extends object>(values: V, photo: PhotoChange = {}) => ({
  ...values,
  imageUrl: photo.remove && !photo.file ? '' : undefined,
});
