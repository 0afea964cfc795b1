// Finds the Korean texts written in app/: every string literal, template literal part and JSX text with a
// Hangul character (comments are not literals, so they never count). Used by korean-texts.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface KoreanLiteral {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  text: string;
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function koreanLiterals(root: string, dir = "app"): KoreanLiteral[] {
  const found: KoreanLiteral[] = [];
  for (const file of sourceFiles(path.join(root, dir))) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const add = (node: ts.Node, text: string) => {
      if (HANGUL.test(text)) found.push({ file: rel, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: text.trim() });
    };
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
      else if (ts.isTemplateExpression(node)) add(node, [node.head.text, ...node.templateSpans.map((span, i) => `\${${i}}${span.literal.text}`)].join(""));
      else if (ts.isJsxText(node)) add(node, node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Korean texts of app/i18n written more than once, with every place each is written. */
export function duplicatedTexts(literals: KoreanLiteral[]): Map<string, KoreanLiteral[]> {
  const byText = new Map<string, KoreanLiteral[]>();
  for (const literal of literals) byText.set(literal.text, [...(byText.get(literal.text) ?? []), literal]);
  return new Map([...byText].filter(([, places]) => places.length > 1));
}
