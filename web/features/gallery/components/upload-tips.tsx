import { Lightbulb } from 'lucide-react';

/** The spec's tips box (section 2, Admin upload). */
export function UploadTips() {
  return (
    <aside
      aria-labelledby="upload-tips-title"
      className="rounded-card border border-primary-200 bg-primary-50 p-5 text-sm text-primary-900"
    >
      <h2 id="upload-tips-title" className="flex items-center gap-2 text-base font-semibold">
        <Lightbulb className="size-5" aria-hidden="true" />
        Tips
      </h2>
      <ul className="mt-3 grid list-disc gap-1.5 pl-5 marker:text-primary-500">
        <li>Photos are compressed automatically to at most 1200x800 pixels.</li>
        <li>They are saved as JPEG at 80% quality.</li>
        <li>The aspect ratio is always kept: nothing is cropped or stretched.</li>
        <li>Expect files 60-80% smaller than the originals.</li>
      </ul>
    </aside>
  );
}
