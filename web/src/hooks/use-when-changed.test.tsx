import * as React from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useWhenChanged } from "./use-when-changed";

function Dialog({ open }: { open: boolean }) {
  const [text, setText] = React.useState("typed before");
  const [renders, setRenders] = React.useState(0);
  useWhenChanged(open, (isOpen) => {
    if (isOpen) setText("");
    setRenders((n) => n + 1);
  });
  return (
    <p>
      {text}|{renders}
    </p>
  );
}

describe("useWhenChanged", () => {
  it("is not called on the first render, then once per change, before anything is shown", () => {
    const { rerender } = render(<Dialog open={false} />);
    expect(screen.getByText("typed before|0")).toBeInTheDocument();
    rerender(<Dialog open={false} />);
    expect(screen.getByText("typed before|0")).toBeInTheDocument();
    rerender(<Dialog open />);
    expect(screen.getByText("|1")).toBeInTheDocument();
    rerender(<Dialog open />);
    expect(screen.getByText("|1")).toBeInTheDocument();
    rerender(<Dialog open={false} />);
    expect(screen.getByText("|2")).toBeInTheDocument();
  });
});
