// Files of the help centre on the reference upstream: uploaded attachments (on disk under generated
// names, outside any public folder) and the downloadable report / removal-request forms.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import type { Db } from "../types";

/** data/uploads/{database name}/: beside the database, one folder per database so test servers never mix. */
export function uploadDir(db: Db): string {
  const file = db.name === ":memory:" || db.name === "" ? path.join("data", "memory.db") : db.name;
  return path.resolve(path.dirname(file), "uploads", path.basename(file).replace(/\.db$/, ""));
}

export function storeUpload(db: Db, data: Buffer): string {
  const dir = uploadDir(db);
  fs.mkdirSync(dir, { recursive: true });
  const storedName = `${crypto.randomUUID()}.bin`;
  fs.writeFileSync(path.join(dir, storedName), data, { mode: 0o600 });
  return storedName;
}

export function uploadPath(db: Db, storedName: string): string | null {
  if (!/^[0-9a-f-]{36}\.bin$/.test(storedName)) return null;
  return path.join(uploadDir(db), storedName);
}

export function clearUploads(db: Db): void {
  fs.rmSync(uploadDir(db), { recursive: true, force: true });
}

/** Extensions the help service stores (the portal narrows them per form). */
export const UPLOAD_EXTENSIONS = new Set(["gif", "jpg", "jpeg", "png", "txt", "zip", "bmp", "doc", "docx", "xls", "pdf", "hwp"]);
export const UPLOAD_MAX_FILES = 5;
/** All files of a ticket together: 10 MB (10,485,760 bytes) is allowed, one byte more is not. */
export const UPLOAD_MAX_TOTAL_BYTES = 10_485_760;

// ── The downloadable forms ───────────────────────────────────────────────────────────────────────
/** A zip archive with stored (uncompressed) entries: enough for a .docx that word processors open. */
/**
 * The fields a local file header and its central directory entry share, from `at` (the central entry has
 * them 2 bytes later, after its 'version made by'): version needed, UTF-8 names, no compression, the CRC,
 * the sizes (stored, so both the same) and the name's length.
 */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number) {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

function zipStore(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, crc, entry.data.length, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, crc, entry.data.length, name.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const FORM_LINES = [
  "불법촬영물등 신고·삭제요청서",
  "1. 신고자(기관) 이름:",
  "2. 생년월일(법인번호):",
  "3. 휴대폰 번호:",
  "4. 신고 대상 콘텐츠 주소:",
  "5. 신고 내용:",
  "※ 작성한 요청서를 고객센터 > 불법촬영물등 유통 신고에 첨부해 주세요.",
];

export function docxForm(): Buffer {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const paragraphs = FORM_LINES.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escape(line)}</w:t></w:r></w:p>`).join("");
  return zipStore([
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: "_rels/.rels",
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: "word/document.xml",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
      ),
    },
  ]);
}

/** A stand-in for the .hwp form: the compound-file signature of HWP 5 followed by the form's text. */
export function hwpForm(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from(FORM_LINES.join("\n"), "utf8")]);
}
