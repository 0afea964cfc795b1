// A titled section of a page: the heading names it (aria-labelledby), its actions ('more', a sort) stand
// beside the heading. One markup for the My pages, the feed and the station home; each area passes its
// own looks (its .section and .sectionHead), so that no area loads another's styles.
import { useId, type ReactNode } from "react";

export type SectionProps = {
  title: string;
  actions?: ReactNode;
  /** The heading's id; a generated one by default. */
  id?: string;
  children: ReactNode;
};

export function Section({ title, actions, id, looks, children }: SectionProps & { looks: { section?: string; sectionHead?: string } }) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section className={looks.section} aria-labelledby={headingId}>
      <div className={looks.sectionHead}>
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
