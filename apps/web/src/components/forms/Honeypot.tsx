/**
 * A field only a bot fills in: off-screen, out of the tab order and hidden from screen readers,
 * so a person never sees it. Named `website`; the form's schema drops a submission that fills it.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
