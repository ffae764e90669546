import type { ModelInFile } from "../api/extract-polynomials";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** The model pre-selected for review: the compressor's own (the server
 * compares names as the catalogue import does); a file of one other model is
 * named too, but waits for the user's confirmation; among several with none
 * the compressor's, nothing is guessed. */
export function initialModel(models: ModelInFile[]): string | null {
  return models.find((m) => m.matchesCompressor)?.name ?? (models.length === 1 ? models[0].name : null);
}

/** What the review shows and sends for the chosen model. */
export interface ModelSelection {
  /** Positions of the sets shown: the chosen model's, or every set while a model is to be chosen. */
  shown: number[];
  /** Positions of the sets that go to the compressor (none until a model is chosen among several). */
  imported: number[];
  /** The model to name in the confirmation. */
  model: string | null;
  /** Why confirming must wait, in the user's words, if it must. */
  pending: string | null;
}

export function selectModel(models: ModelInFile[], total: number, chosen: string | null, confirmed: boolean, compressorModel: string): ModelSelection {
  const every = Array.from({ length: total }, (_, i) => i);
  if (models.length === 0) return { shown: every, imported: every, model: null, pending: null };
  if (models.length === 1) {
    const [only] = models;
    const pending = only.matchesCompressor || confirmed ? null : `Confirme que los polinomios de ${only.name} son para ${compressorModel}`;
    return { shown: every, imported: every, model: only.name, pending };
  }
  const picked = models.find((m) => m.name === chosen);
  if (!picked) return { shown: every, imported: [], model: null, pending: "Elija el modelo del archivo cuyos polinomios se importan" };
  return { shown: picked.rows, imported: picked.rows, model: picked.name, pending: null };
}

interface Props {
  models: ModelInFile[];
  compressorModel: string;
  chosen: string | null;
  onChoose: (model: string) => void;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}

const WARNING = "text-sm text-amber-700 dark:text-amber-400";

/** Which model of a catalogue file goes to this compressor (issue 23): a file
 * of several models needs a choice; a file of another model, a confirmation. */
export function FileModelChoice({ models, compressorModel, chosen, onChoose, confirmed, onConfirm }: Props) {
  if (models.length === 0) return null;
  if (models.length === 1) {
    const [only] = models;
    if (only.matchesCompressor) {
      return (
        <p className="text-sm text-muted-foreground" data-testid="file-model">
          Modelo del archivo: {only.name}
        </p>
      );
    }
    return (
      <div className="grid gap-2 rounded-md border border-amber-500/50 p-2" data-testid="file-model">
        <p className={WARNING}>
          El archivo es del modelo {only.name}; el compresor es {compressorModel}.
        </p>
        <div className="flex items-center gap-2">
          <Checkbox id="file-model-confirm" checked={confirmed} onCheckedChange={(v) => onConfirm(v === true)} />
          <Label htmlFor="file-model-confirm" className="cursor-pointer">
            Importar los polinomios de {only.name} en {compressorModel}
          </Label>
        </div>
      </div>
    );
  }
  const own = models.find((m) => m.matchesCompressor);
  return (
    <div className="grid gap-1.5" data-testid="file-model">
      <label htmlFor="file-model-choice" className="text-sm font-medium">
        Modelo a importar
      </label>
      <NativeSelect id="file-model-choice" className="sm:w-96" aria-invalid={chosen === null} value={chosen ?? ""} onChange={(e) => onChoose(e.target.value)}>
        <option value="" disabled>
          Elegir modelo
        </option>
        {models.map((m) => (
          <option key={m.name} value={m.name}>
            {m.name} ({m.rows.length} polinomio(s)){m.matchesCompressor ? " · modelo del compresor" : ""}
          </option>
        ))}
      </NativeSelect>
      <p className="text-sm text-muted-foreground">El archivo contiene {models.length} modelos; solo se importan los polinomios del modelo elegido.</p>
      {own === undefined && chosen === null && <p className={WARNING}>Ningún modelo del archivo es {compressorModel}: elija el modelo cuyos polinomios se importan.</p>}
      {chosen !== null && own?.name !== chosen && (
        <p className={WARNING}>
          El modelo elegido, {chosen}, no es el del compresor ({compressorModel}).
        </p>
      )}
    </div>
  );
}
