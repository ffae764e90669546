import * as React from "react";
import { cn } from "@/lib/utils";

/** The browser's own select, styled as Input: for tables that show a choice on
 * every row, where a Radix Select per row costs far more to mount. Its options
 * take the theme's colours, or the browser's list is light text on white in
 * the dark theme. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-sm shadow-sm focus:outline-none focus:ring-1 focus:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive [&_option]:bg-background [&_option]:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
