import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A table that scrolls inside its own box (sideways on a phone, down past
 * `maxHeight`) with the header row kept in view. The box takes keyboard focus
 * so it can be scrolled without a mouse.
 */
export function Table({ className, maxHeight = "70vh", ...props }: React.ComponentProps<"table"> & { maxHeight?: string }) {
  return (
    <div
      className="relative w-full overflow-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      style={{ maxHeight }}
      tabIndex={0}
      data-slot="table-scroll"
    >
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}
export function TableHeader(props: React.ComponentProps<"thead">) {
  return <thead className="sticky top-0 z-10 bg-background [&_tr]:border-b [&_tr]:hover:bg-transparent" {...props} />;
}
export function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody className="[&_tr:last-child]:border-0" {...props} />;
}
export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("border-b transition-colors hover:bg-muted/50", className)} {...props} />;
}
export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th className={cn("h-10 px-2 text-left align-middle font-medium text-muted-foreground", className)} {...props} />;
}
/** `longText` for names that may come without a space to break at (model names): they wrap anywhere instead of widening the table. */
export function TableCell({ className, longText = false, ...props }: React.ComponentProps<"td"> & { longText?: boolean }) {
  return <td className={cn("p-2 align-middle", longText && "min-w-32 max-w-xs [overflow-wrap:anywhere]", className)} {...props} />;
}
