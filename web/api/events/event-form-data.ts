/** The event form's text fields, as typed. */
export interface EventFields {
  title: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  time: string;
  location: string;
  description: string;
  organizer: string;
  /** Blank: no registration link. */
  registrationLink: string;
}

export interface EventImageChange {
  /** A new image (already compressed) to upload as the `image` file. */
  file?: File | null | undefined;
  /** Take the current image away. */
  remove?: boolean | undefined;
}

/** The multipart body the admin form sends: the text fields, then the image file last. */
export function eventFormData(fields: EventFields, image: EventImageChange = {}): FormData {
  const body = new FormData();
  body.append('title', fields.title);
  body.append('date', fields.date);
  body.append('time', fields.time);
  body.append('location', fields.location);
  body.append('description', fields.description);
  body.append('organizer', fields.organizer);
  // Blank removes the link on update; the server treats blank as absent.
  body.append('registrationLink', fields.registrationLink);
  if (image.file) body.append('image', image.file, image.file.name);
  else if (image.remove) body.append('imageUrl', '');
  return body;
}
