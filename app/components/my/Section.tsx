// A titled section of a My page (its heading and, on the right, its actions) in the area's looks.
import { Section as PageSection, type SectionProps } from "../layout/page-parts";
import styles from "./my.module.css";

export function Section(props: SectionProps) {
  return <PageSection {...props} looks={styles} />;
}
