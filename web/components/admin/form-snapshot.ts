/** The controls whose state a person changes by filling in a form. */
const fieldSelector = [
  'input:not([type="hidden"])',
  'textarea',
  'select',
  // Pickers that are buttons: a select's trigger shows its value, a calendar its chosen day.
  '[role="combobox"]',
  '[aria-selected="true"]',
  '[aria-pressed="true"]',
  '[aria-checked="true"]',
].join(',');

/**
 * What a form shows, as one string: each field's value (or checked state), and the text of
 * pickers that are buttons. Two snapshots differ exactly when someone changed something, whatever
 * the form is built with, so one dirty check serves every admin form.
 */
export function formSnapshot(root: ParentNode): string {
  return Array.from(root.querySelectorAll<HTMLElement>(fieldSelector), (element) => {
    if (element instanceof HTMLInputElement) {
      return element.type === 'checkbox' || element.type === 'radio'
        ? String(element.checked)
        : element.value;
    }
    if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
      return element.value;
    return `${element.getAttribute('role') ?? ''}:${element.textContent ?? ''}`;
  }).join('\u0000');
}

/** The first control a person fills in, inside `root`. */
function firstField(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role="combobox"]:not([disabled])',
  );
}

/**
 * Brings a form into view and puts the cursor in its first field: after Edit on a row far down a
 * list, the form (perhaps thousands of pixels above, on a phone) is where the person is.
 */
export function revealForm(form: HTMLElement): void {
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  firstField(form)?.focus({ preventScroll: true });
}
