// A line size the engineer fixes (issue 22 item 3): empty is automatic; the
// server checks the line against the size given and names the sizes of the
// series when it does not know the one typed.
import { TextField } from "./fields";

export const LINE_SIZE_HINT = "Vacío: automático. Ej. 1-1/8 (cobre) o DN 50 (acero, R717); se comprueba con el diámetro fijado";

interface Props {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
  testId: string;
}

export function LineSizeField({ label, value, onChange, hint, testId }: Props) {
  return <TextField label={label} value={value ?? ""} onChange={onChange} placeholder="Automático" hint={hint} testId={testId} />;
}

/** The sizes with the one at `index` set; trailing empty entries dropped, none left: absent. */
export function withSize(sizes: string[] | undefined, index: number, value: string): string[] | undefined {
  const next = [...(sizes ?? [])];
  while (next.length <= index) next.push("");
  next[index] = value;
  while (next.length > 0 && next[next.length - 1].trim() === "") next.pop();
  return next.length > 0 ? next : undefined;
}
