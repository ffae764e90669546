import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
  className?: string;
}

/** The library screens' search box: an input with a magnifier inside. */
export function SearchInput({ value, onChange, placeholder, testId, className }: Props) {
  return (
    <div className={cn("relative w-full", className)}>
      <Search className="absolute left-2.5 top-2.5 size-4 text-muted-foreground" />
      <Input placeholder={placeholder} className="pl-8" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </div>
  );
}
