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
 * The text fields the server gets (as multipart through toFormData, or as JSON). Blank optional
 * fields go as blanks, which clear them on update; a blank upload date is left out (today on
 * create, unchanged on update). Taking the PDF away is a blank `pdfUrl`; taking the thumbnail
 * away cannot go in a multipart body (its `thumbnail` part must be a file): update-tutorial.ts
 * sends that as JSON.
 */
export function tutorialValues(fields: TutorialFields, files: TutorialFiles = {}) {
  return {
    ...fields,
    // A notes tutorial has no video: a blank clears one left from when it was a video.
    videoUrl: fields.type === 'video' ? fields.videoUrl : '',
    uploadDate: fields.uploadDate.trim() ? fields.uploadDate : undefined,
    pdfUrl: files.removePdf && !files.pdf ? '' : undefined,
  };
}
