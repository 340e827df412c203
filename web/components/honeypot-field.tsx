/**
 * A field people never see or reach, and bots fill in: inert (no focus, not in the accessibility
 * tree) and moved off-screen rather than display:none, which some bots skip. A filled one is
 * answered like any submission by the server, and dropped.
 */
export function HoneypotField() {
  return (
    <div inert className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
