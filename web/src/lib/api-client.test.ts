import { afterEach, describe, expect, it, vi } from "vitest";
import { ACTOR_STORAGE_KEY } from "./actor";
import { ApiError, apiRequest, getQueryFn, setCsrfToken } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setCsrfToken(null);
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("sends credentials and the JSON content type only with a body", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/condensers", { model: "X" });
    expect(fetchMock).toHaveBeenCalledWith("/api/condensers", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Fichas-Usuario": "an%C3%B3nimo" },
      body: '{"model":"X"}',
      credentials: "include",
    });
    await apiRequest("DELETE", "/api/condensers/1");
    expect(fetchMock.mock.calls[1][1]).toEqual({
      method: "DELETE",
      headers: { "X-Fichas-Usuario": "an%C3%B3nimo" },
      body: undefined,
      credentials: "include",
    });
  });

  it("names the person set in local storage, encoded", async () => {
    localStorage.setItem(ACTOR_STORAGE_KEY, "  María Núñez ");
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/projects/1/duplicate");
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ "X-Fichas-Usuario": "Mar%C3%ADa%20N%C3%BA%C3%B1ez" });
  });

  it("sends the session's CSRF token back once known", async () => {
    setCsrfToken("t0k3n");
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/projects/1/duplicate");
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ "X-Fichas-Usuario": "an%C3%B3nimo", "X-CSRF-Token": "t0k3n" });
  });

  it("turns a non-OK answer into 'status: body' and keeps the server message", async () => {
    stubFetch(new Response('{"code":"c","message":"Modelo es requerido","field":"model"}', { status: 422 }));
    const error = await apiRequest("POST", "/api/condensers", {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('422: {"code":"c","message":"Modelo es requerido","field":"model"}');
    expect(error.serverMessage).toBe("Modelo es requerido");
    expect(error.body.field).toBe("model");
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("500: Internal Server Error");
  });
});

describe("getQueryFn", () => {
  it("joins the query key with '/' and may return null on 401", async () => {
    const fetchMock = stubFetch(new Response("", { status: 401 }));
    const result = await getQueryFn({ on401: "returnNull" })({ queryKey: ["/api", "condensers"] });
    expect(fetchMock).toHaveBeenCalledWith("/api/condensers", { credentials: "include" });
    expect(result).toBeNull();
  });

  it("throws on 401 by default", async () => {
    stubFetch(new Response("no", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/x"] })).rejects.toThrow("401: no");
  });
});
