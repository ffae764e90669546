import { Construction } from "lucide-react";

/** A screen that is routed but not built yet. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="flex items-center gap-3 rounded-lg border border-dashed p-8 text-muted-foreground" data-testid="placeholder">
        <Construction className="size-5" />
        <p>Esta pantalla está en construcción y estará disponible próximamente.</p>
      </div>
    </section>
  );
}
