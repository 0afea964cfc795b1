// Renders HTML the server already sanitised (design §4: the client never renders raw upstream HTML).
import styles from "./help.module.css";

export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.html} ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
