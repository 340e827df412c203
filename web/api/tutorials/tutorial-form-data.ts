import type { CategoryId, Level, TutorialType } from '@contract/constants';

/** The tutorial form's text fields, as typed. */
export interface TutorialFields {
  type: TutorialType;
  title: string;
  description: string;
  category: CategoryId;
  level: Level;
  lecturer: string;
  duration: string;
  videoUrl: string;
  /** Comma-separated, as the server reads them from a form. */
  keywords: string;
  /** 'YYYY-MM-DD'; blank is today on create. */
  uploadDate: string;
}

/** Files picked in the form, and files to take away. */
export interface TutorialFiles {
  thumbnail?: File | null | undefined;
  pdf?: File | null | undefined;
  removeThumbnail?: boolean | undefined;
  removePdf?: boolean | undefined;
}

/**
 * The multipart body the admin form sends: the text fields, then the `thumbnail` image and the
 * `pdf` notes. Blank optional fields clear their value on update. Taking the PDF away sends a
 * blank `pdfUrl` (a text field); taking the thumbnail away cannot go in a multipart body (its
 * `thumbnail` part must be a file), so update-tutorial.ts sends that as JSON.
 */
export function tutorialFormData(fields: TutorialFields, files: TutorialFiles = {}): FormData {
  const body = new FormData();
  body.append('type', fields.type);
  body.append('title', fields.title);
  body.append('description', fields.description);
  body.append('category', fields.category);
  body.append('level', fields.level);
  body.append('lecturer', fields.lecturer);
  body.append('duration', fields.duration);
  // A notes tutorial has no video: a blank clears one left from when it was a video.
  body.append('videoUrl', fields.type === 'video' ? fields.videoUrl : '');
  body.append('keywords', fields.keywords);
  if (fields.uploadDate.trim()) body.append('uploadDate', fields.uploadDate);
  if (files.removePdf && !files.pdf) body.append('pdfUrl', '');
  if (files.thumbnail) body.append('thumbnail', files.thumbnail, files.thumbnail.name);
  if (files.pdf) body.append('pdf', files.pdf, files.pdf.name);
  return body;
}

/** The same fields as JSON (for the request that takes the thumbnail away). */
export function tutorialJson(fields: TutorialFields, files: TutorialFiles = {}) {
  return {
    type: fields.type,
    title: fields.title,
    description: fields.description,
    category: fields.category,
    level: fields.level,
    lecturer: fields.lecturer,
    duration: fields.duration,
    videoUrl: fields.type === 'video' ? fields.videoUrl : '',
    keywords: fields.keywords,
    ...(fields.uploadDate.trim() ? { uploadDate: fields.uploadDate } : {}),
    ...(files.removeThumbnail ? { thumbnail: '' } : {}),
    ...(files.removePdf && !files.pdf ? { pdfUrl: '' } : {}),
  };
}
