import { describe, expect, it } from "vitest";
import { checkDesignImages } from "./design-images";

const file = (name: string, size: number, type = "image/png") => ({ name, size, type });

describe("design images", () => {
  it("allows up to 3 images in total", () => {
    expect(checkDesignImages([file("a.png", 10), file("b.png", 10)], 1)).toBeNull();
    expect(checkDesignImages([file("a.png", 10)], 3)).toEqual({ title: "Límite de imágenes", description: "Solo se permiten máximo 3 imágenes" });
  });

  it("refuses files over 10 MB and files that are not images, naming them", () => {
    expect(checkDesignImages([file("plano.png", 10 * 1024 * 1024 + 1)], 0)?.description).toBe("El archivo plano.png excede el límite de 10MB");
    expect(checkDesignImages([file("plano.png", 10 * 1024 * 1024)], 0)).toBeNull();
    expect(checkDesignImages([file("notas.pdf", 100, "application/pdf")], 0)?.description).toBe("El archivo notas.pdf no es una imagen");
  });
});
