// Text as a BibTeX value, escaped in this one place: LaTeX's special characters as commands, Latin letters
// with an accent as LaTeX accents (classic BibTeX reads UTF-8 as bytes and splits "Álvarez-Núñez" wrongly),
// other scripts as UTF-8, `$…$` kept as math when it is plain math, and (in titles) words with capitals
// braced so styles do not lower-case them.

/**
 * Each special character as a command in braces: BibTeX counts every brace, escaped or not, so `\{` would
 * unbalance a value, and a braced command is one "special character" to BibTeX's case changing and sorting.
 */
const ESCAPES: Record<string, string> = {
  "\\": "{\\textbackslash}",
  "{": "{\\textbraceleft}",
  "}": "{\\textbraceright}",
  $: "{\\$}",
  "&": "{\\&}",
  "%": "{\\%}",
  "#": "{\\#}",
  _: "{\\_}",
  "~": "{\\textasciitilde}",
  "^": "{\\textasciicircum}",
  "<": "{\\textless}",
  ">": "{\\textgreater}",
};
const SPECIAL_CHARACTER = /[\\{}$&%#_~^<>]/g;

/** Commands that only typeset a symbol, the ones titles use; anything else in `$…$` is taken as text. */
const MATH_COMMANDS = new Set(
  (
    "alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi pi varpi rho " +
    "varrho sigma varsigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi " +
    "Psi Omega times cdot pm mp leq geq le ge neq approx sim simeq equiv propto infty partial nabla sum prod int " +
    "to rightarrow leftarrow mapsto in notin subset subseteq cup cap emptyset forall exists ell hbar log ln exp " +
    "sin cos tan min max lim sqrt frac mathcal mathbb mathrm mathbf mathit hat bar tilde vec dot ldots cdots mid " +
    "langle rangle"
  ).split(" "),
);
/** `$…$` as TeX and pandoc read it: no space inside either dollar, no digit after the closing one ("$5 and $10"). */
const MATH = /\$(?=\S)([^$]*?\S)\$(?!\d)/g;

function isPlainMath(formula: string): boolean {
  if (!/^[A-Za-z0-9 +\-=*/().,;:!|'[\]^_{}\\]+$/.test(formula)) return false;
  // A backslash not starting a command name (a lone one, `\$`, `\,`) would escape what follows.
  if (/\\(?![A-Za-z])/.test(formula)) return false;
  const commands = formula.match(/\\[A-Za-z]+/g) ?? [];
  if (!commands.every((command) => MATH_COMMANDS.has(command.slice(1)))) return false;
  let depth = 0;
  for (const character of formula) {
    depth += character === "{" ? 1 : character === "}" ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** One line: control characters dropped, every run of whitespace (line breaks included) one space. */
export const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, (character) => (/\s/.test(character) ? " " : ""))
    .replace(/\s+/gu, " ")
    .trim();

const escaped = (text: string) => text.replace(SPECIAL_CHARACTER, (character) => ESCAPES[character] ?? character);

/** Combining accents as LaTeX accent commands; the letter-named ones take a space before their letter. */
const ACCENTS: Record<string, string> = {
  "\u0301": "'",
  "\u0300": "`",
  "\u0302": "^",
  "\u0308": '"',
  "\u0303": "~",
  "\u0304": "=",
  "\u0307": ".",
  "\u0327": "c ",
  "\u030C": "v ",
  "\u0306": "u ",
  "\u030B": "H ",
  "\u0328": "k ",
  "\u0323": "d ",
  "\u030A": "r ",
};

/** Latin letters that are no letter plus an accent, with LaTeX commands of their own. */
const LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  ı: "i",
};

/** A letter as `{\'A}` when LaTeX has an ASCII command for it, else unchanged. */
function latexLetter(letter: string): string {
  if (letter < "\u0080") return letter;
  const command = LETTERS[letter];
  if (command) return `{\\${command}}`;
  const [base = "", ...marks] = letter.normalize("NFD");
  const accent = marks.length === 1 ? ACCENTS[marks[0] ?? ""] : undefined;
  return accent && /^[A-Za-z]$/.test(base) ? `{\\${accent}${base}}` : letter;
}

/** Plain text: words with their letters in LaTeX (and braced when they hold a capital), the rest escaped. */
const plainText = (text: string, keepCapitals: boolean) =>
  text.normalize("NFC").replace(/([\p{L}\p{M}\p{N}]+)|([^\p{L}\p{M}\p{N}]+)/gu, (_, word?: string, other?: string) => {
    if (other !== undefined) return escaped(other);
    const letters = [...(word ?? "")].map(latexLetter).join("");
    return keepCapitals && /\p{Lu}/u.test(word ?? "") ? `{${letters}}` : letters;
  });

/** A value in LaTeX; `keepCapitals` for titles, which BibTeX styles may change to sentence case. */
export function latexText(text: string, { keepCapitals = false } = {}): string {
  const plain = (segment: string) => plainText(segment, keepCapitals);
  let result = "";
  let last = 0;
  const line = oneLine(text);
  for (const match of line.matchAll(MATH)) {
    const formula = match[1] ?? "";
    if (!isPlainMath(formula)) continue;
    result += `${plain(line.slice(last, match.index))}{$${formula}$}`;
    last = match.index + match[0].length;
  }
  return result + plain(line.slice(last));
}
