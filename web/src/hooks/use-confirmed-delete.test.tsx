// fireEvent: jsdom lacks pointer capture, which Radix toasts use on pointer events.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deletedToast, UNDO_TOAST_MS } from "./use-confirmed-delete";
import { resetToasts } from "./use-toast";
import { Toaster } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";

afterEach(() => act(() => resetToasts()));

const undo = (restore: (id: string) => Promise<unknown>) => ({
  restore,
  restoredTitle: "Compresor restaurado",
  restoreFailureMessage: "No se pudo restaurar el compresor",
});

describe("deletedToast", () => {
  it("offers 'Deshacer', which restores the item by its id and says so", async () => {
    const restore = vi.fn().mockResolvedValue({});
    render(<Toaster />);
    act(() => deletedToast("c7", "Compresor eliminado", "4GE-23Y", undo(restore)));
    expect(screen.getByTestId("toast")).toHaveTextContent("Compresor eliminado");
    fireEvent.click(screen.getByRole("button", { name: "Deshacer" }));
    expect(restore).toHaveBeenCalledWith("c7");
    expect(await screen.findByText("Compresor restaurado")).toBeInTheDocument();
    expect(UNDO_TOAST_MS).toBeGreaterThan(5000);
  });

  it("shows the server's reason when the restore is refused", async () => {
    const restore = vi.fn().mockRejectedValue(new ApiError(409, JSON.stringify({ message: "El compresor no está eliminado" })));
    render(<Toaster />);
    act(() => deletedToast("c7", "Compresor eliminado", "4GE-23Y", undo(restore)));
    fireEvent.click(screen.getByRole("button", { name: "Deshacer" }));
    expect(await screen.findByText("El compresor no está eliminado")).toBeInTheDocument();
  });

  it("has no 'Deshacer' when nothing can be restored", () => {
    render(<Toaster />);
    act(() => deletedToast("p1", "Proyecto eliminado", undefined, undefined));
    expect(screen.queryByRole("button", { name: "Deshacer" })).toBeNull();
  });
});
