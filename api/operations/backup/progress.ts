/** Prints "<label>: 12/340 files, 5.1 MB" at most once a second, and always the last step. */
export type ProgressSink = (line: string) => void;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function progress(
  label: string,
  totalFiles: number,
  sink?: ProgressSink,
  totalBytes?: number,
) {
  let files = 0;
  let bytes = 0;
  let printed = 0;
  const print = () => {
    const size = totalBytes === undefined ? mb(bytes) : `${mb(bytes)} of ${mb(totalBytes)}`;
    sink?.(`${label}: ${files}/${totalFiles} files, ${size}`);
    printed = Date.now();
  };
  return {
    step(fileBytes: number): void {
      files += 1;
      bytes += fileBytes;
      if (files === totalFiles || Date.now() - printed >= 1000) print();
    },
    done(): void {
      if (files !== totalFiles || printed === 0) print();
    },
  };
}
