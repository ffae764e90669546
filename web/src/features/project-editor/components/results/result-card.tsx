import * as React from "react";

/** A titled card of the results. */
export function ResultCard({ title, children, testId, className }: { title: string; children: React.ReactNode; testId?: string; className?: string }) {
  return (
    <section className={`space-y-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6 ${className ?? ""}`} data-testid={testId} aria-label={title}>
      <h3 className="text-lg font-semibold leading-none">{title}</h3>
      {children}
    </section>
  );
}

/** A label and a figure. */
export function Figure({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="rounded-md border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-lg font-semibold" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
