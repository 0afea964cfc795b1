// The form and style elements every sanitising policy drops from upstream HTML (the help centre's and the
// station's), as [tag, html]: one table for both policies' tests.
export const FORM_AND_STYLE_ELEMENTS: Array<[string, string]> = [
  ["style", "<style>p { color: red }</style>"],
  ["form", '<form action="/x">양식</form>'],
  ["input", '<input value="x">'],
  ["button", "<button>버튼</button>"],
  ["textarea", "<textarea>글</textarea>"],
  ["select", "<select><option>하나</option></select>"],
];
