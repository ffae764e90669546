import * as React from "react";
import { buttonClass } from "./button-class";
import { cn } from "@/lib/utils";

interface Props extends Omit<React.ComponentProps<"input">, "type" | "children"> {
  id: string;
  /** The button's text. */
  buttonLabel?: string;
  /** False where the chosen files are shown otherwise (uploaded at once, then listed). */
  showFileName?: boolean;
}

function chosen(files: FileList | null): string {
  if (!files || files.length === 0) return "Ningún archivo seleccionado";
  return files.length === 1 ? files[0].name : `${files.length} archivos seleccionados`;
}

/**
 * A file picker in Spanish: the native input stays (keyboard, labels and
 * `setInputFiles` reach it) but is visually hidden; a button-looking label opens
 * it and the chosen file's name shows beside it.
 */
export function FileInput({ id, buttonLabel = "Elegir archivo", showFileName = true, className, onChange, disabled, ...props }: Props) {
  const [name, setName] = React.useState(() => chosen(null));
  return (
    <div className={cn("flex min-w-0 items-center gap-3", className)}>
      <input
        id={id}
        type="file"
        className="peer sr-only"
        disabled={disabled}
        aria-describedby={showFileName ? `${id}-name` : undefined}
        onChange={(event) => {
          setName(chosen(event.target.files));
          onChange?.(event);
        }}
        {...props}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClass("outline"),
          "shrink-0 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        )}
      >
        {buttonLabel}
      </label>
      {showFileName && (
        <span id={`${id}-name`} className="min-w-0 truncate text-sm text-muted-foreground" title={name} data-testid={`${id}-name`}>
          {name}
        </span>
      )}
    </div>
  );
}
