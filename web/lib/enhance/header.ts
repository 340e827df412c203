/**
 * The site header's menus (web/components/layout/header.tsx) work without scripts: the phone menu
 * is a popover (the browser opens it, and closes it on Escape or a tap outside), the Academics
 * dropdown a <details>. This adds what a script can: the dropdown closes on Escape, on a click
 * outside it and when a link in it is followed, and the phone menu closes when one of its links
 * is followed (links inside the app do not load a new page), and its button's aria-expanded
 * follows it. Returns a function that stops it.
 */
export function enhanceHeader(header: HTMLElement): () => void {
  const dropdowns = [
    ...header.querySelectorAll<HTMLDetailsElement>('details[data-slot="dropdown"]'),
  ];
  const closeDropdowns = (except?: Element) => {
    for (const dropdown of dropdowns) if (dropdown !== except) dropdown.open = false;
  };
  const onPointerDown = (event: PointerEvent) => {
    const inside = dropdowns.find((dropdown) => dropdown.contains(event.target as Node));
    closeDropdowns(inside);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const open = dropdowns.find((dropdown) => dropdown.open);
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    closeDropdowns();
    const popover = event.target.closest<HTMLElement>('[popover]');
    if (popover?.matches(':popover-open')) popover.hidePopover();
  };
  // The menu button says whether the menu is open (the browser knows; not every reader asks it).
  const popover = header.querySelector<HTMLElement>('[popover]');
  const toggle = popover && header.querySelector(`[popovertarget="${popover.id}"]`);
  const onToggle = (event: Event) =>
    toggle?.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
  popover?.addEventListener('toggle', onToggle);
  // A tap before this script ran opened the menu without telling the button.
  if (popover?.matches(':popover-open')) toggle?.setAttribute('aria-expanded', 'true');
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown);
  header.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onKeyDown);
    header.removeEventListener('click', onClick);
    popover?.removeEventListener('toggle', onToggle);
  };
}
