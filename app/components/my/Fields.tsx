// Hidden fields of a My form: the pages keep their state in the URL and their forms carry what they act on.

/** Hidden fields of a form. */
export function Fields({ values }: { values: Record<string, string | null | undefined> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}
