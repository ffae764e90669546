import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FileInput } from "./file-input";

describe("FileInput", () => {
  it("is a Spanish button with the chosen file's name beside it, and the field keeps its label", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="chart">Archivo</label>
        <FileInput id="chart" accept=".pdf" onChange={onChange} />
      </>,
    );
    expect(screen.getByText("Elegir archivo")).toBeInTheDocument();
    expect(screen.getByText("Ningún archivo seleccionado")).toBeInTheDocument();
    const input = screen.getByLabelText(/Archivo/);
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAccessibleDescription("Ningún archivo seleccionado");

    await user.upload(input as HTMLInputElement, new File(["%PDF"], "r404a-pt.pdf", { type: "application/pdf" }));
    expect(screen.getByText("r404a-pt.pdf")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("r404a-pt.pdf");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("counts several files", async () => {
    const user = userEvent.setup();
    render(<FileInput id="images" multiple buttonLabel="Elegir imágenes" />);
    await user.upload(screen.getByLabelText("Elegir imágenes") as HTMLInputElement, [
      new File(["a"], "a.png", { type: "image/png" }),
      new File(["b"], "b.png", { type: "image/png" }),
    ]);
    expect(screen.getByText("2 archivos seleccionados")).toBeInTheDocument();
  });
});
