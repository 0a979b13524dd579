/** A stored file as the upload fields show it. */
export interface UploadedFile {
  /** file--file uuid, used to delete it. */
  id: string;
  /** Absolute or site-relative URL of the stored file. */
  url: string;
  /** Original file name, when known (shown by the CV field). */
  filename?: string;
  /** Size in bytes, when known. */
  filesize?: number;
}

/** Stores `blob` under `filename` and resolves with the new file's id and URL. */
export type UploadFile = (blob: Blob, filename: string) => Promise<{ id: string; url: string }>;

/** Deletes the stored file with this id. */
export type RemoveFile = (id: string) => Promise<void>;

/** Props shared by the controlled upload fields (`ImageUpload`, `PdfUpload`). */
export interface FileUploadProps {
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  upload: UploadFile;
  remove: RemoveFile;
  /** What the file is, used in button, input and image names. */
  label?: string;
  /** Error from the form (e.g. "Required"), shown instead of the helper text. */
  error?: string;
  disabled?: boolean;
}
