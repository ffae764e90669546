// Search of the refrigerant library: by code with or without the hyphen
// ('R-404A', 'r404a'), by ASHRAE number alone ('404A', '744'), by the
// dataset's Spanish name and by the common names an engineer types
// ('CO2', 'propano', 'amoniaco', 'isobutano', or in English).

/** Common names of the fluids that go by one, beside their dataset name (Spanish, English, formula). */
const COMMON_NAMES: Record<string, string[]> = {
  R744: ["CO2", "CO₂", "dióxido de carbono", "anhídrido carbónico", "carbon dioxide"],
  R717: ["NH3", "NH₃", "amoníaco", "amoniaco", "ammonia"],
  R290: ["propano", "propane"],
  R600a: ["isobutano", "isobutane"],
  R600: ["butano", "n-butano", "butane"],
  R1270: ["propileno", "propeno", "propylene", "propene"],
  R170: ["etano", "ethane"],
  R1150: ["etileno", "eteno", "ethylene", "ethene"],
};

/** Lower case, no accents, subscript digits as digits, nothing but letters and digits. */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The ASHRAE number of a code: 'R404A' gives '404a', 'R1234ze(E)' gives '1234zee'. */
function ashraeNumber(code: string): string {
  return searchKey(code).replace(/^r(?=\d)/, "");
}

/** Whether `term` starts at a word of `name`: 'propano' finds 'Propano', not 'Octafluoropropano'. */
function nameMatches(name: string, term: string): boolean {
  const words = name.split(/[^\p{L}\p{N}\p{M}₀-₉]+/u).map(searchKey).filter(Boolean);
  return words.some((_, i) => words.slice(i).join("").startsWith(term));
}

/** Whether a refrigerant matches what was typed; an empty search matches all. */
export function matchesRefrigerant(r: { code: string; name: string }, search: string): boolean {
  const term = searchKey(search);
  if (!term) return true;
  if (searchKey(r.code).includes(term) || ashraeNumber(r.code).startsWith(term)) return true;
  return [r.name, ...(COMMON_NAMES[r.code] ?? [])].some((name) => nameMatches(name, term));
}
