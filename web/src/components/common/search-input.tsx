import { Search } from "lucide-react";
import * as React from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** What a screen reader announces: the placeholder is only a hint. */
  label: string;
  placeholder: string;
  testId: string;
  className?: string;
}

/** The library screens' search box: a labelled search field with a magnifier inside. */
export function SearchInput({ value, onChange, label, placeholder, testId, className }: Props) {
  const id = React.useId();
  return (
    <div className={cn("relative w-full", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="absolute left-2.5 top-2.5 size-4 text-muted-foreground" aria-hidden="true" />
      <Input id={id} type="search" placeholder={placeholder} className="pl-8" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </div>
  );
}
