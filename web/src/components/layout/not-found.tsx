import { AlertCircle } from "lucide-react";

/** The English 'Page Not Found' page the spec asks for, for any unknown path. */
export function NotFound() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <div className="mx-4 w-full max-w-md rounded-lg border p-6 shadow-sm">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="size-8 text-destructive" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-muted-foreground">The page you are looking for does not exist.</p>
      </div>
    </div>
  );
}
