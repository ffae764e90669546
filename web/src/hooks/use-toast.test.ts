import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { resetToasts, toast, useToast } from "./use-toast";

beforeEach(() => resetToasts());

describe("useToast", () => {
  it("keeps one toast visible: a new one replaces the previous", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Condensador agregado" });
      toast({ title: "Error", variant: "destructive" });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: "Error", variant: "destructive", open: true });
  });

  it("closes a dismissed toast", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Intercambiador eliminado" }).dismiss();
    });
    expect(result.current.toasts[0].open).toBe(false);
  });
});
