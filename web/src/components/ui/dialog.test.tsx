import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it } from "vitest";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "./alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { Toaster } from "./toaster";
import { dismiss, toast } from "@/hooks/use-toast";

/** A page with a button that opens a controlled dialog (no Radix Trigger, as every screen does). */
function Page({ autoFocusField = false }: { autoFocusField?: boolean }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button">Otro botón</button>
      <button type="button" onClick={() => setOpen(true)}>
        Agregar
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Nuevo</DialogTitle>
          <DialogDescription>Descripción</DialogDescription>
          <button type="button">Pestaña</button>
          <label htmlFor="model">Modelo</label>
          <input id="model" autoFocus={autoFocusField} />
          <label htmlFor="brand">Marca</label>
          <input id="brand" />
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

function ConfirmPage() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Eliminar R404A
      </button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>¿Eliminar?</AlertDialogTitle>
          <AlertDialogDescription>Se eliminará.</AlertDialogDescription>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens with focus on its first field, not on a button above it", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Agregar" }));
    await waitFor(() => expect(screen.getByLabelText("Modelo")).toHaveFocus());
  });

  it("gives focus back to the button that opened it, after Escape and after the close button", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Agregar" });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole("dialog")).toBeInTheDocument());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("finds its opener even when a field with autoFocus took focus first", async () => {
    const user = userEvent.setup();
    render(<Page autoFocusField />);
    const opener = screen.getByRole("button", { name: "Agregar" });
    await user.click(opener);
    await waitFor(() => expect(screen.getByLabelText("Modelo")).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("closes with one Escape while a toast raised after it opened is showing, and the toast stays", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Agregar" }));
    await waitFor(() => expect(screen.getByLabelText("Modelo")).toHaveFocus());
    act(() => {
      toast({ title: "Polinomios guardados" });
    });
    expect(await screen.findByText("Polinomios guardados")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Polinomios guardados")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar" })).toHaveFocus();
    act(() => dismiss());
  });
});

describe("AlertDialog", () => {
  it("gives focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<ConfirmPage />);
    const opener = screen.getByRole("button", { name: "Eliminar R404A" });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancelar" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe("Toaster", () => {
  it("names its region in Spanish", () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: /^Notificaciones/ })).toBeInTheDocument();
  });
});
