import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { TEMPORARY_NAME } from "../utils/pdf-save";

interface Props {
  open: boolean;
  /** The project has never been saved. */
  isNew: boolean;
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * 'Generar PDF' with unsaved changes (issue 24 item 2): the sheet prints the
 * stored project, so the changes are saved first, and only when the user says so.
 */
export function PdfSaveDialog({ open, isNew, name, onCancel, onConfirm }: Props) {
  const shownName = name.trim() || TEMPORARY_NAME;
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <AlertDialogContent data-testid="pdf-save-dialog">
        <AlertDialogTitle>¿Guardar antes de generar el PDF?</AlertDialogTitle>
        <AlertDialogDescription>
          {isNew
            ? `La ficha técnica se genera del proyecto guardado. Se guardará como «${shownName}», con todo lo que contiene el formulario, y luego se generará el PDF.`
            : "La ficha técnica se genera del proyecto guardado y este tiene cambios sin guardar. Se guardarán como una nueva versión y luego se generará el PDF."}
        </AlertDialogDescription>
        <div className="flex justify-end gap-2">
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <Button onClick={onConfirm} data-testid="save-and-pdf">
            Guardar y generar PDF
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
