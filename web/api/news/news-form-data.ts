import type { NewsCategory } from '@contract/constants';

/** The news form's text fields, as typed. */
export interface NewsFields {
  name: string;
  title: string;
  summary: string;
  body: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  category: NewsCategory;
}

export interface NewsImageChange {
  /** A new image (already compressed) to upload as the `image` file. */
  file?: File | null | undefined;
  /** Take the current image away (sent as JSON: multipart's `image` part must be a file). */
  remove?: boolean | undefined;
}

/** The multipart body the admin form sends: the text fields, then the image file last. */
export function newsFormData(fields: NewsFields, image: NewsImageChange = {}): FormData {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('title', fields.title);
  body.append('summary', fields.summary);
  // Blank clears the article body on update; the server treats blank as absent.
  body.append('body', fields.body);
  body.append('date', fields.date);
  body.append('category', fields.category);
  if (image.file) body.append('image', image.file, image.file.name);
  return body;
}
