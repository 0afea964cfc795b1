// Small helpers for the few HTML pages the reference upstream serves (login, staff, player stand-ins).
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,"Noto Sans KR",sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#1a1b1f;line-height:1.5}
label{display:block;margin:.5rem 0 .25rem;font-weight:600}
input,select,textarea{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.5rem 1rem;margin-top:.75rem;cursor:pointer}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left}
.error{color:#b3261e;font-weight:600}.muted{color:#555}
ul.accounts{list-style:none;padding:0}ul.accounts li{margin:.4rem 0}
</style></head><body><main>${body}</main></body></html>`;
}
