/** A field's name for screen readers where the screen shows it otherwise (a placeholder, an icon, the row's heading). */
export function HiddenLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="visually-hidden">
      {children}
    </label>
  );
}
